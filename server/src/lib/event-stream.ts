// A server-sent events answer over a hijacked reply: written straight to the socket, so neither
// the compression plugin nor any other onSend hook buffers it (a compressed event stream would
// reach the browser only when the compressor flushes).
import type { FastifyReply } from 'fastify';

export const HEARTBEAT_MS = 15_000;

export interface EventStream {
  /** Aborted when the stream ends: by `end()`, or because the client went away. */
  readonly signal: AbortSignal;
  /** Sends one event: `data` as JSON on a single `data:` line. */
  send(data: unknown): void;
  end(): void;
}

/** Starts the stream: headers at once, then a comment every 15 s so proxies keep the connection open. */
export function openEventStream(reply: FastifyReply, heartbeatMs = HEARTBEAT_MS): EventStream {
  const controller = new AbortController();
  const raw = reply.raw;
  reply.hijack();
  // The security headers are already on the raw response (helmet sets them there); writeHead keeps them.
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    // Tells nginx-style proxies not to buffer the answer.
    'x-accel-buffering': 'no',
  });
  raw.flushHeaders();

  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), heartbeatMs);
  const stop = () => {
    clearInterval(heartbeat);
    controller.abort();
  };
  // 'close' comes when the answer ended or the connection dropped: either way the stream is over.
  raw.on('close', stop);

  return {
    signal: controller.signal,
    send(data) {
      if (!controller.signal.aborted) raw.write(`data: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      stop();
      if (!raw.writableEnded) raw.end();
    },
  };
}
