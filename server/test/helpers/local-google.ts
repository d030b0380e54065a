// A real local OpenID Connect provider (oauth2-mock-server) standing in for Google: the ID tokens
// it signs carry the identity the test sets, and a test can tamper with them before signing.
import type { FastifyInstance } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';

export interface GoogleIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export interface LocalGoogle {
  provider: OAuth2Server;
  /** GOOGLE_* variables that point an app at this provider. */
  env: Record<string, string>;
  /** The identity of the next ID token. */
  identity: GoogleIdentity;
  /** Applied to the next ID token just before signing, to forge bad tokens. */
  tamper: ((payload: Record<string, unknown>) => void) | undefined;
  close: () => Promise<void>;
}

export async function startLocalGoogle(): Promise<LocalGoogle> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  const google: LocalGoogle = {
    provider,
    env: { GOOGLE_CLIENT_ID: 'ads-auditor-test', GOOGLE_CLIENT_SECRET: 'test-secret', GOOGLE_ISSUER: provider.issuer.url! },
    identity: { sub: 'google-sub', email: 'someone@example.com', email_verified: true, name: 'Gina Google' },
    tamper: undefined,
    close: () => provider.stop(),
  };
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    if (token.payload.aud === undefined) return; // the access token
    Object.assign(token.payload, google.identity);
    google.tamper?.(token.payload);
  });
  return google;
}

/** The browser's first two steps: the app's authorize redirect, then the provider's answer. */
export async function authorizeWithGoogle(app: FastifyInstance): Promise<{ authorizeUrl: URL; flowCookie: { name: string; value: string; httpOnly?: boolean; sameSite?: string }; callbackQuery: string; callbackPath: string }> {
  const start = await app.inject({ method: 'GET', url: '/api/auth/google/authorize' });
  if (start.statusCode !== 302) throw new Error(`authorize answered ${start.statusCode}: ${start.body}`);
  const authorizeUrl = new URL(start.headers.location as string);
  const flowCookie = start.cookies.find((c) => c.name === 'google_oidc');
  if (!flowCookie) throw new Error('authorize set no flow cookie');
  const providerAnswer = await fetch(authorizeUrl, { redirect: 'manual' });
  const back = new URL(providerAnswer.headers.get('location')!);
  return { authorizeUrl, flowCookie, callbackQuery: back.search, callbackPath: back.pathname };
}

/** A whole Google sign-in in one browser: answers the callback's response (a redirect, and the session cookie when it worked). */
export async function signInWithGoogle(app: FastifyInstance, headers: Record<string, string> = {}) {
  const { flowCookie, callbackQuery } = await authorizeWithGoogle(app);
  const cookie = [headers.cookie, `google_oidc=${flowCookie.value}`].filter(Boolean).join('; ');
  return app.inject({ method: 'GET', url: `/api/auth/google_callback${callbackQuery}`, headers: { ...headers, cookie } });
}
