// The OpenAPI description of a multipart upload with one file field. The body is streamed by
// the handler (lib/uploaded-file.ts), never parsed by Fastify, so it is documented, not validated.
import type { FastifySchemaCompiler } from 'fastify';
import { Type } from '@sinclair/typebox';

export function multipartFileBody(description: string) {
  return {
    consumes: ['multipart/form-data'],
    body: Type.Object({ file: Type.String({ format: 'binary', description }) }),
  };
}

/** The validator of routes whose only input is a streamed multipart body. */
export const streamedBodyValidator: FastifySchemaCompiler<unknown> = () => () => true;
