// The worst JSON bodies an attacker can send (1 MB each, the body limit), and a loop that sends
// one over and over, each as soon as the last was answered: what the parsing bench
// (bench/hostile-json.ts) times and what the throughput test (tests/server/throughput-under-
// attack.test.ts) runs beside list reads, from a process of its own (bench/hostile-attacker.ts).
import { request } from 'node:http';

const megabyte = 1024 * 1024;

/** `make(n)` with the largest n whose body still fits in 1 MB. */
function upToOneMegabyte(make: (count: number) => string): string {
  let low = 1;
  let high = megabyte;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (Buffer.byteLength(make(middle)) <= megabyte) low = middle;
    else high = middle - 1;
  }
  return make(low);
}

const repeat = (count: number, item: string) => Array(count).fill(item).join(',');

/** Each body, most as a login whose email is anything but an email (a route with a token takes them too). */
export function hostileBodies(): { label: string; body: Buffer }[] {
  const inEmail = (value: string) => `{"email":${value},"password":"x"}`;
  const bodies: [string, string][] = [
    // The finding's repro: 500,000 levels of arrays.
    ['deep arrays (500,000 levels)', inEmail('['.repeat(500_000) + ']'.repeat(500_000))],
    ['deep objects', upToOneMegabyte((n) => inEmail('{"a":'.repeat(n) + '1' + '}'.repeat(n)))],
    ['99 levels, then wide', upToOneMegabyte((n) => inEmail(`${'['.repeat(98)}${repeat(n, '[1]')}${']'.repeat(98)}`))],
    ['wide array of numbers', upToOneMegabyte((n) => inEmail(`[${repeat(n, '0')}]`))],
    ['wide array of strings', upToOneMegabyte((n) => inEmail(`[${repeat(n, '""')}]`))],
    ['wide array of objects', upToOneMegabyte((n) => inEmail(`[${repeat(n, '{}')}]`))],
    ['many keys', upToOneMegabyte((n) => `{${Array.from({ length: n }, (_, i) => `"${i.toString(36)}":0`).join(',')}}`)],
    ['long string of escapes', upToOneMegabyte((n) => inEmail(`"${'\\"\\u0041'.repeat(n)}"`))],
  ];
  return bodies.map(([label, body]) => ({ label, body: Buffer.from(body) }));
}

export interface Target {
  url: string;
  headers?: Record<string, string>;
}

/**
 * Sends `body` to `target` on `connections` connections, each request as soon as the last was
 * answered, until `signal` aborts; resolves with the statuses counted.
 */
export async function sendOverAndOver(target: Target, body: Buffer, connections: number, signal: AbortSignal): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  const once = () =>
    new Promise<void>((done) => {
      const sent = request(target.url, { method: 'POST', headers: { ...target.headers, 'content-type': 'application/json', 'content-length': String(body.length) } }, (response) => {
        statuses[response.statusCode!] = (statuses[response.statusCode!] ?? 0) + 1;
        response.resume();
        response.on('end', () => done());
        response.on('error', () => done());
      });
      // Stopping drops the request in flight, so none is still being answered after the attack.
      const stop = () => sent.destroy();
      signal.addEventListener('abort', stop, { once: true });
      // A refused body's connection is closed before all of it is written: that is an answer too.
      sent.on('error', () => done());
      sent.on('close', () => {
        signal.removeEventListener('abort', stop);
        done();
      });
      sent.end(body);
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!signal.aborted) await once();
    }),
  );
  return statuses;
}
