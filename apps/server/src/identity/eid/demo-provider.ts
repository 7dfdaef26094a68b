import { generateKeyPairSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import Provider, { type Configuration } from 'oidc-provider';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';
import { storedSecret } from '../../platform/signing-keys-repo.ts';
import { claimsOf, demoIdentity } from './demo-identities.ts';
import { eidRelyingParty, NORDIC_EID_SCOPE } from './eid-config.ts';
import { renderInteraction, renderProviderError } from './interaction-page.ts';
import { databaseAdapter } from './provider-store.ts';

/** Where the embedded demo identity provider lives inside our own server. */
export const DEMO_PROVIDER_PATH = '/eid';

/**
 * Its signing key and cookie key are made once per database and shared by every process (kept with
 * the other server secrets), so a token signed by one process verifies against any process's JWKS.
 */
async function providerKeys(ctx: AppContext): Promise<{ jwk: Record<string, unknown>; cookieKey: string }> {
  const now = ctx.clock.now();
  const jwkText = await storedSecret(ctx.db, 'eid-demo-provider-jwk', now, () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    return JSON.stringify({
      ...privateKey.export({ format: 'jwk' }),
      alg: 'ES256',
      use: 'sig',
      kid: 'demo-1',
    });
  });
  const cookieKey = await storedSecret(ctx.db, 'eid-demo-provider-cookies', now, () =>
    Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url'),
  );
  return { jwk: JSON.parse(jwkText) as Record<string, unknown>, cookieKey };
}

async function createProvider(ctx: AppContext): Promise<Provider> {
  const rp = eidRelyingParty(ctx.config);
  const { jwk, cookieKey } = await providerKeys(ctx);
  const configuration: Configuration = {
    adapter: databaseAdapter(ctx),
    clients: [
      {
        client_id: rp.clientId,
        client_secret: rp.clientSecret,
        redirect_uris: [rp.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [cookieKey] },
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'birthdate'],
      address: ['address'],
      [NORDIC_EID_SCOPE]: ['personal_number', 'country', 'eid_method'],
    },
    scopes: ['openid', 'profile', 'address', NORDIC_EID_SCOPE],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    // Every sign-in asks again, as BankID does: no remembered provider session to slip through.
    ttl: { Session: 60, Interaction: 600, Grant: 60, AuthorizationCode: 60, AccessToken: 120, IdToken: 120 },
    interactions: { url: (_ctx, interaction) => `${DEMO_PROVIDER_PATH}/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const identity = demoIdentity(sub);
      if (!identity) return undefined;
      return { accountId: sub, claims: async () => claimsOf(identity) as { sub: string } };
    },
    async renderError(koa, out) {
      koa.type = 'html';
      koa.body = renderProviderError(String(out.error ?? 'error'));
    },
  };
  const provider = new Provider(`${rp.issuer}`, configuration);
  provider.proxy = ctx.config.trustProxy;
  return provider;
}

function readForm(raw: NodeJS.ReadableStream): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    raw.setEncoding('utf8');
    raw.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 10_000) reject(new Error('form too large'));
    });
    raw.on('end', () => resolve(new URLSearchParams(body)));
    raw.on('error', reject);
  });
}

/**
 * Mounts the demo provider on DEMO_PROVIDER_PATH when no external issuer is configured. Its requests
 * are the provider's (a Koa app) from the first byte: Fastify parses no body there, and the
 * interaction page (choose a test identity, confirm) is ours.
 */
export async function mountDemoProvider(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!eidRelyingParty(ctx.config).embedded) return;
  // Made on its first request, not at start: its keys live in the database, and a server must come up
  // (and say it is not ready) while the database does not answer. A failed attempt is tried again.
  let made: Promise<{ provider: Provider; handle: ReturnType<Provider['callback']> }> | null = null;
  const ready = () => {
    made ??= createProvider(ctx).then(
      (provider) => ({ provider, handle: provider.callback() }),
      (error: unknown) => {
        made = null;
        throw error;
      },
    );
    return made;
  };
  const prefix = DEMO_PROVIDER_PATH;

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // The body stays unread for the provider to parse.
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

    scope.route({
      method: ['GET', 'POST'],
      url: `${prefix}/interaction/:uid`,
      schema: { hide: true },
      handler: async (request, reply) => {
        reply.hijack();
        const res = reply.raw;
        try {
          const { provider } = await ready();
          const details = await provider.interactionDetails(request.raw, res);
          const language = String(details.params.ui_locales ?? 'en').split(' ')[0] ?? 'en';
          if (details.prompt.name === 'consent') {
            // A first-party demo: the customer's choice of identity is their consent.
            const accountId = details.session?.accountId;
            const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
            grant.addOIDCScope(String(details.params.scope));
            const grantId = await grant.save();
            await provider.interactionFinished(
              request.raw,
              res,
              { consent: { grantId } },
              { mergeWithLastSubmission: true },
            );
            return;
          }
          if (request.method === 'GET') {
            res.writeHead(200, pageHeaders());
            res.end(renderInteraction({ uid: details.uid, language, prefix }));
            return;
          }
          const form = await readForm(request.raw);
          if (form.get('action') === 'cancel') {
            await provider.interactionFinished(
              request.raw,
              res,
              { error: 'access_denied', error_description: 'The person cancelled the eID sign-in.' },
              { mergeWithLastSubmission: false },
            );
            return;
          }
          const identity = demoIdentity(form.get('identity') ?? '');
          if (!identity) {
            res.writeHead(422, pageHeaders());
            res.end(renderInteraction({ uid: details.uid, language, prefix, missingChoice: true }));
            return;
          }
          await provider.interactionFinished(
            request.raw,
            res,
            { login: { accountId: identity.id, amr: ['eid'], acr: 'substantial' } },
            { mergeWithLastSubmission: false },
          );
        } catch (error) {
          ctx.log.warn({ err: error }, 'demo eID: interaction failed');
          if (!res.headersSent) res.writeHead(400, pageHeaders());
          res.end(renderProviderError('interaction_failed'));
        }
      },
    });

    scope.route({
      method: ['GET', 'POST'],
      url: `${prefix}/*`,
      schema: { hide: true },
      handler: async (request, reply) => {
        let handle: ReturnType<Provider['callback']>;
        try {
          ({ handle } = await ready());
        } catch (error) {
          ctx.log.warn({ err: error }, 'demo eID: the provider could not start');
          throw new AppError(
            'SERVICE_UNAVAILABLE',
            'The eID service is not available right now. Try again shortly.',
          );
        }
        reply.hijack();
        const raw = request.raw as typeof request.raw & { originalUrl?: string };
        raw.originalUrl = raw.url;
        raw.url = (raw.url ?? '/').slice(prefix.length) || '/';
        handle(raw, reply.raw);
      },
    });
  });
}

/** The page's own headers: the hijacked reply skips the app's hooks, so they are said here. */
function pageHeaders(): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    'x-content-type-options': 'nosniff',
  };
}
