import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RESET_REQUESTED, requestPasswordReset, resetPassword } from '../../../auth/password-reset.js';
import { ErrorResponse, MessageResponse, ValidationErrorResponse } from '../../schemas.js';
import { authRateLimits } from './rate-limits.js';
import { ForgotPasswordBody, ResetPasswordBody } from './schemas.js';

const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = authRateLimits(app);

  app.post(
    '/forgot-password',
    {
      config: limits.resetLink,
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link (answers the same whether or not the address has an account)',
        body: ForgotPasswordBody,
        response: { 200: MessageResponse, 422: ValidationErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      await requestPasswordReset({ db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, log: request.log }, request.body.email);
      return { message: RESET_REQUESTED };
    },
  );

  app.post(
    '/reset-password',
    {
      config: limits.resetLink,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from a reset link',
        body: ResetPasswordBody,
        response: { 200: MessageResponse, 400: ErrorResponse, 422: ValidationErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const currentSession = await app.sessions.resolve(request, reply);
      await resetPassword({ db: app.db, sessions: app.sessions }, { ...request.body, currentSession });
      return { message: 'Your password has been reset. You can now sign in with it.' };
    },
  );
};

export default passwordResetRoutes;
