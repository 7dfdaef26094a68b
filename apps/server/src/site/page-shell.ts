import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { type Language, type SiteId, siteLanguage } from '@havn/domain';

type Encoding = 'br' | 'gzip' | 'identity';
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });

/**
 * The web app's index.html in each site's language, each kept plain, Brotli'd and gzipped: the shell
 * is the same for every page of a site, so it is compressed once, on first use, never per request.
 */
export class PageShell {
  readonly #html: string;
  readonly #variants = new Map<Language, Record<Encoding, Buffer>>();

  constructor(indexHtml: string) {
    this.#html = indexHtml;
  }

  /** The shell for a site in the encoding the Accept-Encoding header prefers (plain when none fits). */
  forSite(site: SiteId, acceptEncoding: string | undefined): { body: Buffer; encoding: Encoding } {
    const language = siteLanguage[site];
    let variants = this.#variants.get(language);
    if (!variants) {
      const plain = Buffer.from(this.#html.replace('<html lang="en">', `<html lang="${language}">`));
      variants = {
        identity: plain,
        br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(plain, { level: constants.Z_BEST_COMPRESSION }),
      };
      this.#variants.set(language, variants);
    }
    const encoding = (acceptEncoding && encodings.negotiate(acceptEncoding)) || 'identity';
    return { body: variants[encoding], encoding };
  }
}
