// The part of autocannon's API the benches use (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Sent in turn by every connection: a path is built once, a setupRequest rebuilds it each time. */
    requests?: ({ path: string } | { setupRequest: (request: { path: string }) => { path: string } })[];
  }
  interface Result {
    requests: { average: number };
    latency: { p99: number; average: number };
    non2xx: number;
    errors: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
