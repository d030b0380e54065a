// The part of autocannon's API the load benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  export interface Result {
    latency: Histogram;
    requests: { total: number };
    errors: number;
    non2xx: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  }
  interface Instance {
    on(event: 'done', listener: (result: Result) => void): Instance;
    on(event: 'error', listener: (error: Error) => void): Instance;
    stop(): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
