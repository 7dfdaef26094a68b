import * as client from 'openid-client';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';
import { eidRelyingParty, NORDIC_EID_SCOPE } from './eid-config.ts';

/** The person an eID sign-in proved, as our relying party reads it from the broker's claims. */
export interface ProvenIdentity {
  subject: string;
  country: string;
  method: string;
  personalNumber: string;
  givenName: string;
  familyName: string;
  birthDate: string;
  address: { street: string; postalCode: string; city: string; country: string } | null;
}

/** Discovery once per process and issuer; a failed one is tried again on the next sign-in. */
const configurations = new WeakMap<AppContext, Promise<client.Configuration>>();

function configuration(ctx: AppContext): Promise<client.Configuration> {
  let found = configurations.get(ctx);
  if (!found) {
    const rp = eidRelyingParty(ctx.config);
    const issuer = new URL(rp.issuer);
    found = client
      .discovery(issuer, rp.clientId, rp.clientSecret, client.ClientSecretBasic(rp.clientSecret), {
        // Plain http only for a provider on this machine (the demo, or a broker's local test stand-in).
        ...(issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
        timeout: 10,
      })
      .catch((error: unknown) => {
        configurations.delete(ctx);
        throw error;
      });
    configurations.set(ctx, found);
  }
  return found;
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The broker's authorization URL with a fresh state, nonce and PKCE (S256) challenge. */
export async function authorizationRequest(ctx: AppContext, uiLocale: string): Promise<AuthorizationRequest> {
  let config: client.Configuration;
  try {
    config = await configuration(ctx);
  } catch (error) {
    ctx.log.error({ err: error }, 'eID: the identity provider cannot be reached');
    throw new AppError('SERVICE_UNAVAILABLE', 'The eID service cannot be reached right now.');
  }
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: eidRelyingParty(ctx.config).redirectUri,
    scope: `openid profile address ${NORDIC_EID_SCOPE}`,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ui_locales: uiLocale,
    prompt: 'login',
  });
  return { url: url.href, state, nonce, codeVerifier };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * Redeems the callback: openid-client checks the state against ours, the code at the token endpoint
 * with our PKCE verifier, and the ID token's signature, issuer, audience and nonce; the profile comes
 * from the userinfo endpoint for the same subject.
 */
export async function redeemCallback(
  ctx: AppContext,
  callbackUrl: URL,
  expected: { state: string; nonce: string; codeVerifier: string },
): Promise<ProvenIdentity> {
  const config = await configuration(ctx);
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: expected.codeVerifier,
    expectedState: expected.state,
    expectedNonce: expected.nonce,
    idTokenExpected: true,
  });
  const subject = tokens.claims()!.sub;
  const info = await client.fetchUserInfo(config, tokens.access_token, subject);
  const address = info.address as Record<string, unknown> | undefined;
  const personalNumber = text(info.personal_number);
  const country = text(info.country).toLowerCase();
  if (!personalNumber || !/^[a-z]{2}$/.test(country) || !text(info.birthdate)) {
    throw new AppError('EID_FAILED', 'The eID did not tell who this is.');
  }
  return {
    subject,
    country,
    method: text(info.eid_method) || 'EID',
    personalNumber,
    givenName: text(info.given_name),
    familyName: text(info.family_name),
    birthDate: text(info.birthdate),
    address: address
      ? {
          street: text(address.street_address),
          postalCode: text(address.postal_code),
          city: text(address.locality),
          country: text(address.country).toLowerCase(),
        }
      : null,
  };
}
