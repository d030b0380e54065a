// Accounts: sign-up, login, current user, profile; logout, password change, password reset
// and Google sign-in live in their own files.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkCredentials, signUp, updateProfile } from '../../../auth/accounts.js';
import { requireUser } from '../../../plugins/auth.js';
import { ErrorResponse, ValidationErrorResponse, signedIn } from '../../schemas.js';
import changePasswordRoutes from './change-password.js';
import googleRoutes from './google.js';
import logoutRoutes from './logout.js';
import passwordResetRoutes from './password-reset.js';
import { authRateLimits } from './rate-limits.js';
import { CurrentUser, LoginBody, ProfileBody, SessionResponse, SignUpBody } from './schemas.js';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = authRateLimits(app);

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
        summary: "Update the signed-in user's name and e-mail",
        security: signedIn,
        body: ProfileBody,
        response: { 200: CurrentUser, 401: ErrorResponse, 409: ErrorResponse, 422: ValidationErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => updateProfile(app.db, requireUser(request).id, request.body),
  );

  await app.register(logoutRoutes);
  await app.register(changePasswordRoutes);
  await app.register(passwordResetRoutes);
  await app.register(googleRoutes);
};

export default authRoutes;
