// E-mail verification: the link from the mail, the profile's 'Resend', and the one-time notice
// the dashboard shows after a Google sign-in took an account over.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { EMAIL_VERIFIED, VERIFICATION_SENT, resendVerificationLink, verifyEmail } from '../../../auth/email-verification.js';
import { HOUR_MS } from '../../../lib/time.js';
import { requireUser } from '../../../plugins/auth.js';
import { ErrorResponse, MessageResponse, ValidationErrorResponse, signedIn } from '../../schemas.js';
import { authRateLimits } from './rate-limits.js';
import { VerifyEmailBody } from './schemas.js';

/** Links a user may ask for: enough for a lost mail, too few to flood an inbox. */
export const RESEND_VERIFICATION_LIMIT = { max: 3, windowMs: HOUR_MS };

const emailVerificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const mailDeps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl };

  app.post(
    '/verify-email',
    {
      config: authRateLimits(app).resetLink,
      schema: {
        tags: ['auth'],
        summary: 'Verify the e-mail address with the token from a verification link',
        body: VerifyEmailBody,
        response: { 200: MessageResponse, 400: ErrorResponse, 422: ValidationErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      await verifyEmail(app.db, request.body.token);
      return { message: EMAIL_VERIFIED };
    },
  );

  app.post(
    '/verify-email/resend',
    {
      preHandler: app.authenticate,
      config: {
        rateLimit: {
          hook: 'preHandler' as const, // after authentication, so the key is the user
          max: RESEND_VERIFICATION_LIMIT.max,
          timeWindow: RESEND_VERIFICATION_LIMIT.windowMs,
          keyGenerator: (request: FastifyRequest) => `verify-email:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Mail a new verification link to the signed-in user (a few an hour)',
        security: signedIn,
        response: { 200: MessageResponse, 401: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      await resendVerificationLink(mailDeps, requireUser(request).id);
      return { message: VERIFICATION_SENT };
    },
  );

  app.delete(
    '/notice',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Dismiss the notice of the signed-in user (it is shown once)',
        security: signedIn,
        response: { 204: { type: 'null', description: 'Dismissed' }, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      await app.repos.users.clearNotice(requireUser(request).id);
      return reply.status(204).send();
    },
  );
};

export default emailVerificationRoutes;
