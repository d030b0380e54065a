import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openEventStream as startStream, type EventStream } from '../../src/lib/event-stream.js';
import { openEventStream } from '../helpers/event-stream.js';

// The stream itself, on a bare app with a short heartbeat: the route's 15 s one is too slow to wait for.
let app: FastifyInstance;
let origin: string;
const opened: EventStream[] = [];

beforeAll(async () => {
  app = Fastify();
  app.get('/stream', async (_request, reply) => {
    const stream = startStream(reply, 20);
    opened.push(stream);
    stream.send({ n: 1 });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const stream of opened) stream.end();
  await app.close();
});

it('sends events as JSON data lines and a heartbeat comment while open', async () => {
  const client = await openEventStream(origin, '/stream');
  expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  await client.eventCount(1);
  expect(client.events).toEqual([{ n: 1 }]);
  while (client.comments.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(new Set(client.comments)).toEqual(new Set(['heartbeat']));
  opened.at(-1)!.end();
  await client.ended;
});

it('ends (its signal aborts) when the client hangs up', async () => {
  const client = await openEventStream(origin, '/stream');
  await client.eventCount(1);
  const stream = opened.at(-1)!;
  expect(stream.signal.aborted).toBe(false);
  client.close();
  while (!stream.signal.aborted) await new Promise((resolve) => setTimeout(resolve, 10));
  // Sending after the hang-up is a no-op, not an error.
  stream.send({ n: 2 });
});
