// Answers made of JSON that already exists as text or compressed bytes, sent without being
// parsed and serialised again.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsEncoding } from './accept-encoding.js';
import { inflate, type ResultEncoding } from './compress-result.js';

export interface CompressedJson {
  encoding: ResultEncoding;
  content: Buffer;
}

/**
 * JSON stored compressed: as is to clients that accept its encoding (browsers accept both br
 * and gzip), otherwise inflated off the event loop (libuv's pool), then compressed again by
 * @fastify/compress when the client takes another coding.
 */
export async function sendCompressedJson(request: FastifyRequest, reply: FastifyReply, stored: CompressedJson): Promise<FastifyReply> {
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (acceptsEncoding(request.headers['accept-encoding'], stored.encoding)) {
    return reply.header('content-encoding', stored.encoding).send(stored.content);
  }
  return reply.send(await inflate(stored.content, stored.encoding));
}

/** JSON text assembled by the caller (e.g. from stored JSON fragments). */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
