// The part of autocannon's programmatic API the benches use (it ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  }
  interface Result {
    duration: number;
    errors: number;
    non2xx: number;
    requests: { average: number; total: number };
    latency: { average: number; p99: number };
    throughput: { average: number };
  }
  export default function autocannon(options: Options): Promise<Result>;
}
