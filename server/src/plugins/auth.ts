// Authentication: `app.sessions` (start, resolve, end sessions) and `app.authenticate`, a
// preHandler that sets `request.user` or answers 401 `{detail: 'Not authenticated'}`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SessionManager } from '../auth/sessions.js';
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
  }
}

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
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await sessions.resolve(request, reply);
    if (!session) throw unauthorized();
    request.user = session.user;
    request.sessionTokenHash = session.tokenHash;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['config', 'db'] });
