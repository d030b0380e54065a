// Google sign-in with OpenID Connect: authorization code flow with state, nonce and PKCE; the
// ID token is verified by openid-client against the issuer's published keys.
import * as oidc from 'openid-client';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import { serviceUnavailable } from '../lib/errors.js';
import { createEmailVerificationTokensRepository } from '../repositories/email-verification-tokens.js';
import { createPasswordResetTokensRepository } from '../repositories/password-reset-tokens.js';
import { createSessionsRepository } from '../repositories/sessions.js';
import { createUsersRepository, toCurrentUser, type CurrentUser } from '../repositories/users.js';

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured';

/** What the browser keeps (in a short-lived HttpOnly cookie) between authorize and callback. */
export interface GoogleFlowChecks {
  state: string;
  codeVerifier: string;
  nonce: string;
}

export const encodeChecks = (c: GoogleFlowChecks) => [c.state, c.codeVerifier, c.nonce].join('.');
export function decodeChecks(value: string | undefined): GoogleFlowChecks | undefined {
  const [state, codeVerifier, nonce, ...rest] = (value ?? '').split('.');
  return state && codeVerifier && nonce && rest.length === 0 ? { state, codeVerifier, nonce } : undefined;
}

export class GoogleSignIn {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(private readonly config: AppConfig['google']) {}

  get enabled(): boolean {
    return this.config.clientId !== undefined;
  }

  /** The provider's configuration, discovered once (and again after a failed attempt). */
  private discover(): Promise<oidc.Configuration> {
    const { clientId, clientSecret, issuer } = this.config;
    if (clientId === undefined) throw serviceUnavailable(GOOGLE_NOT_CONFIGURED);
    this.configuration ??= oidc
      .discovery(new URL(issuer), clientId, clientSecret, undefined, {
        // Check the ID token's signature against the provider's published keys (openid-client
        // otherwise trusts TLS alone for token-endpoint responses). Plain http is only ever a
        // local test provider; Google itself is https.
        execute: [oidc.enableNonRepudiationChecks, ...(issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [])],
      })
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  async authorizationUrl(): Promise<{ url: string; checks: GoogleFlowChecks }> {
    const configuration = await this.discover();
    const checks = { state: oidc.randomState(), codeVerifier: oidc.randomPKCECodeVerifier(), nonce: oidc.randomNonce() };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.config.redirectUri,
      scope: 'openid email profile',
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, checks };
  }

  /** Exchanges the callback's code and answers the verified identity. Throws on any mismatch. */
  async verifiedIdentity(callbackQuery: string, checks: GoogleFlowChecks): Promise<{ sub: string; email: string; name: string }> {
    const configuration = await this.discover();
    const currentUrl = new URL(this.config.redirectUri);
    currentUrl.search = callbackQuery;
    const tokens = await oidc.authorizationCodeGrant(
      configuration,
      currentUrl,
      { pkceCodeVerifier: checks.codeVerifier, expectedState: checks.state, expectedNonce: checks.nonce, idTokenExpected: true },
      { redirect_uri: this.config.redirectUri },
    );
    const claims = tokens.claims();
    if (!claims) throw new Error('the provider answered no ID token');
    if (typeof claims.email !== 'string' || claims.email_verified !== true) {
      throw new Error('the Google account has no verified e-mail address');
    }
    return { sub: claims.sub, email: claims.email.trim().toLowerCase(), name: typeof claims.name === 'string' ? claims.name : '' };
  }
}

/** The account a Google sign-in lands in, and whether the sign-in took it over. */
export interface GoogleAccount {
  user: CurrentUser;
  /** An unverified account with the same address was handed to the Google identity. */
  takenOver: boolean;
}

/**
 * The account for a verified Google identity: found by its Google id, else linked by e-mail,
 * else created. An account whose address was never verified may have been made by someone else
 * to wait for its owner (pre-hijacking): the Google identity proves the address, so it takes the
 * account over, and whatever that someone held ends: the password, every session, every
 * outstanding reset or verification link.
 */
export async function accountForGoogleIdentity(
  db: Kysely<Database>,
  identity: { sub: string; email: string; name: string },
): Promise<GoogleAccount> {
  const users = createUsersRepository(db);
  const linked = await users.findByGoogleSub(identity.sub);
  if (linked) return { user: toCurrentUser(linked), takenOver: false };
  const byEmail = await users.findByEmail(identity.email);
  if (byEmail && byEmail.email_verified_at !== null) {
    return { user: toCurrentUser(await users.linkGoogle(byEmail.id, identity.sub)), takenOver: false };
  }
  if (byEmail) {
    const row = await db.transaction().execute(async (trx) => {
      const taken = await createUsersRepository(trx).takeOverWithGoogle(byEmail.id, identity.sub);
      await createSessionsRepository(trx).deleteAllForUser(byEmail.id);
      await createPasswordResetTokensRepository(trx).revokeAllForUser(byEmail.id);
      await createEmailVerificationTokensRepository(trx).revokeAllForUser(byEmail.id);
      return taken;
    });
    return { user: toCurrentUser(row), takenOver: true };
  }
  const created = await users.create({ email: identity.email, full_name: identity.name, password_hash: null, google_sub: identity.sub });
  return { user: toCurrentUser(created), takenOver: false };
}
