import type { Config } from '../../config.ts';

export interface EidRelyingPartySettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** The demo provider in our own process (no EID_ISSUER configured). */
  embedded: boolean;
}

/** The scope whose claims carry the Nordic personal number, its country and the eID used. */
export const NORDIC_EID_SCOPE = 'nordic_eid';

export const EID_CALLBACK_PATH = '/api/auth/eid/callback';

/**
 * The relying party's settings: a real broker's issuer, client id and secret when configured, else
 * the embedded demo provider at PUBLIC_ORIGIN/eid. Read from the config at call time, so a test that
 * picks its port after loading the config still points at itself.
 */
export function eidRelyingParty(config: Config): EidRelyingPartySettings {
  const embedded = config.eid.issuer === null;
  return {
    issuer: config.eid.issuer ?? `${config.publicOrigin}/eid`,
    clientId: config.eid.clientId,
    clientSecret: config.eid.clientSecret,
    redirectUri: `${config.publicOrigin}${EID_CALLBACK_PATH}`,
    embedded,
  };
}
