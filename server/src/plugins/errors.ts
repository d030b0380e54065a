// One error format everywhere: `{detail: string}`, or for request validation
// `422 {detail: [{loc, msg, type}]}`. A 500 is logged and never carries a stack or a path.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DATABASE_FAULT_DETAILS, databaseFaultOf } from '../db/database-errors.js';
import { HttpError, RequestValidationError, type ValidationIssue } from '../lib/errors.js';

type SchemaIssue = NonNullable<FastifyError['validation']>[number];

const CONTEXT_LOC: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

function describeIssue(issue: SchemaIssue): string {
  const params = issue.params as Record<string, unknown>;
  switch (issue.keyword) {
    case 'required':
      return 'Field required';
    case 'minLength':
      return `Must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `Must be at most ${String(params.limit)} characters`;
    case 'minimum':
      return `Must be at least ${String(params.limit)}`;
    case 'maximum':
      return `Must be at most ${String(params.limit)}`;
    case 'type':
      return `Must be of type ${String(params.type)}`;
    case 'format':
      return `Must be a valid ${String(params.format)}`;
    case 'enum':
      return `Must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'additionalProperties':
      return `Unknown field ${String(params.additionalProperty)}`;
    default:
      return issue.message ? issue.message.charAt(0).toUpperCase() + issue.message.slice(1) : 'Invalid value';
  }
}

export function toValidationIssues(error: FastifyError): ValidationIssue[] {
  const context = CONTEXT_LOC[error.validationContext ?? 'body'] ?? 'body';
  return (error.validation ?? []).map((issue) => {
    const params = issue.params as Record<string, unknown>;
    const loc: (string | number)[] = [context];
    for (const part of issue.instancePath.split('/').slice(1)) loc.push(/^\d+$/.test(part) ? Number(part) : part);
    if (issue.keyword === 'required') loc.push(String(params.missingProperty));
    return { loc, msg: describeIssue(issue), type: issue.keyword };
  });
}

const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty but the content type is JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body size did not match its Content-Length',
  FST_CP_ERR_INVALID_CONTENT_ENCODING: 'Unsupported content encoding',
  FST_CP_ERR_INVALID_CONTENT: 'Request body could not be decompressed',
};

function clientMessage(error: FastifyError & { detail?: unknown }, status: number): string {
  if (typeof error.detail === 'string') return error.detail;
  if (error.code && CLIENT_MESSAGES[error.code]) return CLIENT_MESSAGES[error.code];
  if (error instanceof SyntaxError) return 'Request body is not valid JSON';
  // Fastify's own messages name its codes or repeat the request's headers: the status text says enough.
  if (error instanceof HttpError || !error.code?.startsWith('FST_')) return error.message || 'Bad Request';
  return STATUS_CODES[status] ?? 'Bad Request';
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { detail?: unknown }, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof RequestValidationError) {
      return reply.status(422).send({ detail: error.issues });
    }
    if (error.validation) {
      return reply.status(422).send({ detail: toValidationIssues(error) });
    }
    const status = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
    if (error instanceof HttpError) reply.headers(error.headers);
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ detail: clientMessage(error, status) });
    }
    if (error instanceof HttpError) {
      // A deliberate 5xx (e.g. 503 for a feature that is not configured): its message is safe.
      request.log.warn({ status }, error.message);
      return reply.status(status).send({ detail: error.message });
    }
    const fault = databaseFaultOf(error);
    if (fault) {
      // Not a bug: the database is down, locked, read-only or full, and the request may simply be retried.
      request.log.warn({ errorId: fault, reason: error.message }, 'database fault');
      return reply.status(503).header('retry-after', '5').send({ detail: DATABASE_FAULT_DETAILS[fault] });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: 'Internal Server Error' });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
