// Sessions: a random token handed to the client (HttpOnly cookie, or `Authorization: Bearer`
// for API clients), only its hash stored. Expiry slides: a session used within its lifetime
// is extended, at most once a day to spare the database a write per request. Signing in always
// issues a new token and ends the one the request came with (no session fixation).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import { createSessionsRepository, type SessionsRepository, type SignInMethod } from '../repositories/sessions.js';
import { toCurrentUser, type CurrentUser } from '../repositories/users.js';
import { DAY_MS, isoIn } from '../lib/time.js';
import { hashToken, newToken } from './tokens.js';

/** When a session was opened, and how ('password', 'google'; null for older sessions). */
export interface SessionSignIn {
  createdAt: string;
  signedInWith: string | null;
}

export interface ResolvedSession extends SessionSignIn {
  user: CurrentUser;
  tokenHash: string;
}

export class SessionManager {
  private readonly sessions: SessionsRepository;
  private readonly ttlMs: number;

  constructor(
    db: Kysely<Database>,
    private readonly config: AppConfig['session'],
  ) {
    this.sessions = createSessionsRepository(db);
    this.ttlMs = config.ttlDays * DAY_MS;
  }

  /**
   * Opens a new session for the user, sets the cookie, and answers the token (for API clients).
   * The session the request came with, if any, ends: a sign-in never keeps an older token.
   */
  async start(request: FastifyRequest, reply: FastifyReply, userId: number, signedInWith: SignInMethod = 'password'): Promise<string> {
    const { token: presented } = this.tokenOf(request);
    if (presented) await this.sessions.delete(hashToken(presented));
    const token = newToken();
    await this.sessions.create({ token_hash: hashToken(token), user_id: userId, expires_at: isoIn(this.ttlMs), signed_in_with: signedInWith });
    this.setCookie(reply, token);
    return token;
  }

  /** The signed-in user of this request, or null. Extends the session when due. */
  async resolve(request: FastifyRequest, reply: FastifyReply): Promise<ResolvedSession | null> {
    const { token, fromCookie } = this.tokenOf(request);
    if (!token) return null;
    const tokenHash = hashToken(token);
    const found = await this.sessions.findActive(tokenHash);
    if (!found) return null;
    const remainingMs = Date.parse(found.expires_at) - Date.now();
    if (remainingMs < this.ttlMs - DAY_MS) {
      await this.sessions.extend(tokenHash, isoIn(this.ttlMs));
      if (fromCookie) this.setCookie(reply, token);
    }
    return { user: toCurrentUser(found.user), tokenHash, createdAt: found.created_at, signedInWith: found.signed_in_with };
  }

  /** Ends the request's session (if any) and clears the cookie. */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { token } = this.tokenOf(request);
    if (token) await this.sessions.delete(hashToken(token));
    reply.clearCookie(this.config.cookieName, this.cookieOptions());
  }

  /** Ends every session of the user except, optionally, the given one (after a password change or reset). */
  endAllForUser(userId: number, exceptTokenHash?: string): Promise<void> {
    return this.sessions.deleteAllForUser(userId, exceptTokenHash);
  }

  private tokenOf(request: FastifyRequest): { token: string | undefined; fromCookie: boolean } {
    const header = request.headers.authorization;
    const bearer = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
    if (bearer) return { token: bearer, fromCookie: false };
    const cookie = request.cookies[this.config.cookieName];
    return { token: cookie || undefined, fromCookie: true };
  }

  private setCookie(reply: FastifyReply, token: string): void {
    reply.setCookie(this.config.cookieName, token, { ...this.cookieOptions(), maxAge: Math.floor(this.ttlMs / 1000) });
  }

  // Lax (not Strict) so that following a link into the app from an e-mail or another site
  // arrives signed in; cross-site POSTs never carry it, and plugins/security refuses them anyway.
  private cookieOptions() {
    return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: this.config.cookieSecure };
  }
}
