// Logout ends the session on the server (the token stops working) and clears the cookie.
// POST is what the web app uses. GET stays for API clients written against it, but only from the app's
// own pages: another site could otherwise sign a user out with an <img> (a 403 leaves the session).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refuseCrossSite } from '../../../auth/same-origin.js';
import { ErrorResponse, MessageResponse } from '../../schemas.js';

export const LOGGED_OUT = 'Logged out';

const logoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.sessions.end(request, reply);
    return { message: LOGGED_OUT };
  };
  const response = { 200: MessageResponse, 403: ErrorResponse };

  app.post('/logout', { schema: { tags: ['auth'], summary: 'End the current session', response } }, logout);

  app.get(
    '/logout',
    {
      onRequest: refuseCrossSite(app.config.publicUrl),
      schema: { tags: ['auth'], summary: 'End the current session (same-origin requests only; prefer POST)', response },
    },
    logout,
  );
};

export default logoutRoutes;
