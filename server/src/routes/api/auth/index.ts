// Accounts: sign-up, login, current user, profile; logout, password change, password reset,
// Google sign-in, e-mail verification and the account's data (export, deletion) live in their own files.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkCredentials, signUp, updateProfile } from '../../../auth/accounts.js';
import { sendVerificationLink } from '../../../auth/email-verification.js';
import { requireUser } from '../../../plugins/auth.js';
import { ErrorResponse, ValidationErrorResponse, signedIn } from '../../schemas.js';
import accountRoutes from './account.js';
import changePasswordRoutes from './change-password.js';
import emailVerificationRoutes from './email-verification.js';
import googleRoutes from './google.js';
import logoutRoutes from './logout.js';
import passwordResetRoutes from './password-reset.js';
import { authRateLimits } from './rate-limits.js';
import { CurrentUser, LoginBody, ProfileBody, SessionResponse, SignUpBody } from './schemas.js';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = authRateLimits(app);
  const mailDeps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl };

  app.post(
    '/signup',
    {
      config: limits.accountWrite,
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: SignUpBody,
        response: { 201: SessionResponse, 409: ErrorResponse, 422: ValidationErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = await signUp(app.db, request.body);
      // Signed in at once; the account stays unverified until the mailed link is used.
      await sendVerificationLink(mailDeps, user);
      const access_token = await app.sessions.start(request, reply, user.id);
      return reply.status(201).send({ access_token, token_type: 'bearer' as const, user });
    },
  );

  app.post(
    '/login',
    {
      config: limits.signIn,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: LoginBody,
        response: { 200: SessionResponse, 401: ErrorResponse, 422: ValidationErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = await checkCredentials(app.db, request.body);
      const access_token = await app.sessions.start(request, reply, user.id);
      return { access_token, token_type: 'bearer' as const, user };
    },
  );

  app.get(
    '/current',
    {
      preHandler: app.authenticate,
      schema: { tags: ['auth'], summary: 'The signed-in user', security: signedIn, response: { 200: CurrentUser, 401: ErrorResponse } },
    },
    async (request) => requireUser(request),
  );

  app.put(
    '/profile',
    {
      preHandler: app.authenticate,
      config: limits.accountWrite,
      schema: {
        tags: ['auth'],
        summary: "Update the signed-in user's name and e-mail (a new e-mail needs current_password, or a Google sign-in within 10 minutes)",
        security: signedIn,
        body: ProfileBody,
        response: { 200: CurrentUser, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 409: ErrorResponse, 422: ValidationErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      const { current_password, ...profile } = request.body;
      const caller = {
        userId: requireUser(request).id,
        sessionTokenHash: request.sessionTokenHash,
        proof: { currentPassword: current_password, signIn: request.sessionSignIn },
      };
      return updateProfile({ ...mailDeps, sessions: app.sessions }, caller, profile);
    },
  );

  await app.register(logoutRoutes);
  await app.register(changePasswordRoutes);
  await app.register(passwordResetRoutes);
  await app.register(googleRoutes);
  await app.register(emailVerificationRoutes);
  await app.register(accountRoutes);
};

export default authRoutes;
