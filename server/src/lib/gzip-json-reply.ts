// Sends JSON stored gzip-compressed as is to clients that accept gzip (nearly all), and
// inflated (off the event loop, by libuv's pool) to the rest.
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gunzipAsync = promisify(gunzip);

export async function sendGzipJson(request: FastifyRequest, reply: FastifyReply, gzipped: Buffer): Promise<FastifyReply> {
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.header('content-encoding', 'gzip').send(gzipped);
  }
  return reply.send(await gunzipAsync(gzipped));
}
