import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { serviceUnavailable } from '../../../lib/errors.js';
import { ErrorResponse } from '../../schemas.js';

const Health = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Literal('ok'),
  dialect: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
});

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['health'],
        summary: 'Service and database status',
        response: { 200: Health, 503: ErrorResponse },
      },
    },
    async () => {
      try {
        await sql`select 1`.execute(app.db);
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        throw serviceUnavailable('Database is unavailable');
      }
      return { status: 'ok' as const, database: 'ok' as const, dialect: app.config.database.dialect };
    },
  );
};

export default healthRoutes;
