// A server-sent events client for the tests: a real HTTP request to a listening app, its events
// parsed as they arrive, and a way to hang up as a closed browser tab would.
import http from 'node:http';

export interface OpenedStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The JSON of every `data:` event so far, in order. */
  events: unknown[];
  /** Comment lines (`: heartbeat`) so far. */
  comments: string[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Resolves once `count` events have arrived. */
  eventCount: (count: number) => Promise<void>;
  /** Hangs up. */
  close: () => void;
  /** The body of a non-stream answer (e.g. a 404's JSON). */
  body: () => Promise<string>;
}

export function openEventStream(origin: string, path: string, headers: Record<string, string> = {}): Promise<OpenedStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}${path}`, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      const events: unknown[] = [];
      const comments: string[] = [];
      const waiters: (() => void)[] = [];
      let buffered = '';
      let text = '';
      response.setEncoding('utf8');
      const ended = new Promise<void>((done) => response.on('close', done));
      response.on('data', (chunk: string) => {
        text += chunk;
        buffered += chunk;
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          for (const line of block.split('\n')) {
            if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)));
            else if (line.startsWith(':')) comments.push(line.slice(1).trim());
          }
        }
        for (const wake of waiters.splice(0)) wake();
      });
      const eventCount = async (count: number) => {
        while (events.length < count) {
          if (response.closed) throw new Error(`the stream ended after ${events.length} events: ${JSON.stringify(events)}`);
          await new Promise<void>((wake) => {
            waiters.push(wake);
            response.once('close', wake);
          });
        }
      };
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        comments,
        ended,
        eventCount,
        close: () => request.destroy(),
        body: async () => {
          await ended;
          return text;
        },
      });
    });
    request.on('error', reject);
  });
}
