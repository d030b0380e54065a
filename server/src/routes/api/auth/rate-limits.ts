// Every auth route is rate limited per client address (each route counts on its own), on one of
// three configured budgets: sign-in attempts (password or Google; guessing a password),
// account writes (sign-up, profile), and reset links (forgot, reset).
import type { FastifyInstance } from 'fastify';
import type { RateLimitConfig } from '../../../config.js';

const asRouteConfig = (limit: RateLimitConfig) => ({ rateLimit: { max: limit.max, timeWindow: limit.windowMs } });

export function authRateLimits(app: FastifyInstance) {
  const { login, signup, forgotPassword } = app.config.rateLimit;
  return {
    signIn: asRouteConfig(login),
    accountWrite: asRouteConfig(signup),
    resetLink: asRouteConfig(forgotPassword),
  };
}
