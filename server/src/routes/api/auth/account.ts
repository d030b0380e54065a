// The signed-in user's own data: download all of it, or delete the account with it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { deleteAccount } from '../../../commands/delete-account.js';
import { exportAccountData } from '../../../commands/export-account-data.js';
import { requireUser } from '../../../plugins/auth.js';
import { ErrorResponse, MessageResponse, ValidationErrorResponse, signedIn } from '../../schemas.js';
import { authRateLimits } from './rate-limits.js';
import { DeleteAccountBody } from './schemas.js';

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = authRateLimits(app);

  app.get(
    '/account/export',
    {
      preHandler: app.authenticate,
      config: limits.accountWrite,
      schema: {
        tags: ['auth'],
        summary: "Download the signed-in user's data: a zip of JSON files (profile, ad accounts, audit summaries, notes, articles, shares, insight settings, plan settings, decisions and change sets, payments)",
        security: signedIn,
        response: {
          200: { description: 'The archive, as an attachment', content: { 'application/zip': { schema: Type.String({ format: 'binary' }) } } },
          401: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const archive = await exportAccountData(app.db, requireUser(request).id);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="ads-auditor-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        // Bytes (the 200 schema describes them; the type provider cannot express it).
        .send(Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength) as never);
    },
  );

  app.delete(
    '/account',
    {
      preHandler: app.authenticate,
      config: limits.accountWrite,
      schema: {
        tags: ['auth'],
        summary: 'Delete the signed-in account and all its data; needs confirmation "DELETE" and current_password (or a Google sign-in within 10 minutes)',
        security: signedIn,
        body: DeleteAccountBody,
        response: { 200: MessageResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 422: ValidationErrorResponse, 429: ErrorResponse, 502: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { confirmation, current_password } = request.body;
      const message = await deleteAccount(
        { db: app.db, payments: app.payments, mailer: app.mailer, log: request.log },
        requireUser(request).id,
        { confirmation, proof: { currentPassword: current_password, signIn: request.sessionSignIn } },
      );
      await app.sessions.end(request, reply);
      return { message };
    },
  );
};

export default accountRoutes;
