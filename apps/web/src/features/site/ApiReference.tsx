import { useEffect, useRef, useState } from 'react';
import swaggerStylesheet from 'swagger-ui-dist/swagger-ui.css?url';
import SwaggerUI from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import './ApiReference.css';

/** The document the server publishes (api.md): generated from the contract it validates with. */
const OPENAPI_URL = '/api/openapi.json';

/**
 * The API reference, rendered from our own OpenAPI document by Swagger UI, served from our build (no
 * CDN, no eval: it runs under the site's CSP). This module is loaded only by the API docs page, and
 * its stylesheet is linked only while the reference is shown, so no other page pays for either.
 */
export default function ApiReference({ label, onReady }: { label: string; onReady?: () => void }) {
  const host = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = swaggerStylesheet;
    document.head.append(link);
    return () => link.remove();
  }, []);

  useEffect(() => {
    const node = host.current;
    if (!node) return;
    // Swagger UI marks its operation list (and an open schema) as <main>; the page has its own main
    // landmark, so each becomes a named region as it appears.
    const demote = () => {
      for (const main of node.querySelectorAll('main:not([role])')) {
        main.setAttribute('role', 'region');
        if (!main.hasAttribute('aria-label')) main.setAttribute('aria-label', label);
      }
    };
    const observer = new MutationObserver(demote);
    observer.observe(node, { childList: true, subtree: true });
    SwaggerUI({
      domNode: node,
      url: OPENAPI_URL,
      deepLinking: false,
      // The public validator would send our document to a third party.
      validatorUrl: null,
      docExpansion: 'list',
      // A box that filters the operations by tag or path: there are over a hundred.
      filter: true,
      defaultModelsExpandDepth: 0,
      onComplete: () => {
        setReady(true);
        onReady?.();
      },
    });
    return () => {
      observer.disconnect();
      node.replaceChildren();
    };
  }, [label, onReady]);

  return <div ref={host} className="api-reference" aria-busy={!ready} data-ready={ready || undefined} />;
}
