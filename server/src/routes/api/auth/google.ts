// Google sign-in: the browser navigates to /authorize, Google sends it back to /google_callback,
// which signs the user in and redirects to /dashboard. Any failure on the way (the provider
// unreachable or misconfigured, a refused callback) is logged and redirects to /login?error=google,
// where the login page explains it: a browser navigation never ends on a raw JSON error.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GoogleSignIn, accountForGoogleIdentity, decodeChecks, encodeChecks } from '../../../auth/google.js';
import { HttpError } from '../../../lib/errors.js';
import { ErrorResponse } from '../../schemas.js';
import { authRateLimits } from './rate-limits.js';
import { GoogleCallbackQuery } from './schemas.js';

const FLOW_COOKIE = 'google_oidc';
const FLOW_COOKIE_PATH = '/api/auth';
export const GOOGLE_FAILURE_REDIRECT = '/login?error=google';

const googleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const google = new GoogleSignIn(app.config.google);
  const limits = authRateLimits(app);
  const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

  app.get(
    '/google/authorize',
    {
      config: limits.signIn,
      schema: {
        tags: ['auth'],
        summary: 'Start Google sign-in (browser navigation; redirects to Google)',
        response: { 302: { type: 'null', description: 'Redirect to Google (or to /login?error=google when the provider cannot be used)' }, 429: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request, reply) => {
      let started;
      try {
        started = await google.authorizationUrl();
      } catch (error) {
        if (error instanceof HttpError) throw error; // not configured: 503 with its detail
        request.log.error({ issuer: app.config.google.issuer, reason: reasonOf(error) }, 'Google sign-in could not start: the OpenID provider could not be used');
        return reply.redirect(GOOGLE_FAILURE_REDIRECT, 302);
      }
      const { url, checks } = started;
      reply.setCookie(FLOW_COOKIE, encodeChecks(checks), {
        path: FLOW_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.session.cookieSecure,
        maxAge: 600,
      });
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/google_callback',
    {
      config: limits.signIn,
      schema: {
        tags: ['auth'],
        summary: 'Google sign-in callback (redirects to /dashboard, or to /login?error=google)',
        querystring: GoogleCallbackQuery,
        response: { 302: { type: 'null', description: 'Redirect into the app' }, 429: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request, reply) => {
      if (!google.enabled) {
        return reply.redirect(GOOGLE_FAILURE_REDIRECT, 302);
      }
      const checks = decodeChecks(request.cookies[FLOW_COOKIE]);
      reply.clearCookie(FLOW_COOKIE, { path: FLOW_COOKIE_PATH });
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      try {
        if (!checks) throw new Error('no sign-in in progress in this browser (missing or malformed flow cookie)');
        if (request.query.error) throw new Error(`the provider answered ${request.query.error}`);
        const identity = await google.verifiedIdentity(query, checks);
        const { user, takenOver } = await accountForGoogleIdentity(app.db, identity);
        if (takenOver) {
          request.log.warn({ userId: user.id, event: 'google_takeover' }, 'Google sign-in took over an unverified account: its password was cleared and its sessions ended');
        }
        await app.sessions.start(request, reply, user.id, 'google');
        return reply.redirect('/dashboard', 302);
      } catch (error) {
        request.log.warn({ reason: reasonOf(error) }, 'Google sign-in failed');
        return reply.redirect(GOOGLE_FAILURE_REDIRECT, 302);
      }
    },
  );
};

export default googleRoutes;
