// Password change for a signed-in user: every session of the user ends, and this browser gets
// a new one (the token it came with stops working too).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { changePassword } from '../../../auth/accounts.js';
import { requireUser } from '../../../plugins/auth.js';
import { ErrorResponse, ValidationErrorResponse, signedIn } from '../../schemas.js';
import { authRateLimits } from './rate-limits.js';
import { ChangePasswordBody, SessionResponse } from './schemas.js';

const changePasswordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/change-password',
    {
      preHandler: app.authenticate,
      config: authRateLimits(app).signIn,
      schema: {
        tags: ['auth'],
        summary: 'Change the password; ends every session of the user and answers a new one',
        security: signedIn,
        body: ChangePasswordBody,
        response: { 200: SessionResponse, 400: ErrorResponse, 401: ErrorResponse, 422: ValidationErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await changePassword(app.db, user.id, request.body);
      await app.sessions.endAllForUser(user.id);
      const access_token = await app.sessions.start(request, reply, user.id);
      return { access_token, token_type: 'bearer' as const, user };
    },
  );
};

export default changePasswordRoutes;
