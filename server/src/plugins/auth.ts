// Authentication: `app.sessions` (start, resolve, end sessions) and `app.authenticate`, a
// preHandler that sets `request.user` or answers 401 `{detail: 'Not authenticated'}`.
// A route whose schema declares `security` is authenticated before its body is read or
// validated (onRequest), so a signed-out caller gets 401, not a 422 that describes the body.
// The hooks a route lists before `app.authenticate` (e.g. "payments configured?") move along,
// in their order.
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { SessionManager, type SessionSignIn } from '../auth/sessions.js';
import { unauthorized } from '../lib/errors.js';
import type { CurrentUser } from '../repositories/users.js';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionManager;
    /** preHandler: `{ preHandler: app.authenticate }` on any route that needs a signed-in user. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`; null on routes that do not use it. */
    user: CurrentUser | null;
    /** Hash of the session token that authenticated this request. */
    sessionTokenHash: string | null;
    /** When and how the session of this request was opened (re-authentication checks read it). */
    sessionSignIn: SessionSignIn | null;
  }
}

const asList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/** The signed-in user of a request that passed `app.authenticate`. */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

async function authPlugin(app: FastifyInstance) {
  const sessions = new SessionManager(app.db, app.config.session);
  app.decorate('sessions', sessions);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);
  app.decorateRequest('sessionSignIn', null);
  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.user) return; // already done by the onRequest hook below
    const session = await sessions.resolve(request, reply);
    if (!session) throw unauthorized();
    request.user = session.user;
    request.sessionTokenHash = session.tokenHash;
    request.sessionSignIn = { createdAt: session.createdAt, signedInWith: session.signedInWith };
  };
  app.decorate('authenticate', authenticate);

  app.addHook('onRoute', (route) => {
    const security = (route.schema as { security?: unknown[] } | undefined)?.security;
    if (!security?.length) return;
    const preHandlers = asList(route.preHandler);
    const at = preHandlers.indexOf(authenticate);
    const lifted = at >= 0 ? preHandlers.slice(0, at + 1) : [authenticate];
    route.preHandler = preHandlers.slice(at + 1);
    route.onRequest = [...asList(route.onRequest), ...(lifted as onRequestHookHandler[])];
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['config', 'db'] });
