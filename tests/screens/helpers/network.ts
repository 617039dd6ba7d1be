// The page's fetch, with switches a test can flip for the next matching request: fail it as
// a network error, answer it with a canned response, or hold it (or its streamed body) until
// the test lets it go. Everything else reaches the real test server untouched. Each request
// is noted, so a test can say what a change asked the server.

type Fetch = typeof fetch;

/** A pathname ('/api/auth/signup') or a pattern (/\/messages$/). */
export type PathMatch = string | RegExp;

interface Rule {
  path: PathMatch;
  handle: (input: RequestInfo | URL, init: RequestInit | undefined, next: Fetch) => Promise<Response>;
}

export interface Gate {
  /** Resolves once a matching request reached the gate. */
  reached: Promise<void>;
  release(): void;
  fail(): void;
}

export interface StreamGate extends Gate {
  /** Lets one more chunk of the body through; resolves once it was handed on. */
  step(): Promise<void>;
}

export type TestNetwork = ReturnType<typeof createTestNetwork>;

export function createTestNetwork(next: Fetch) {
  const rules: Rule[] = [];
  const urlOf = (input: RequestInfo | URL) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  const matches = (url: string, path: PathMatch) => {
    const pathname = new URL(url).pathname;
    return typeof path === 'string' ? pathname === path : path.test(pathname);
  };

  const sent: string[] = [];
  const fetch: Fetch = (input, init) => {
    const url = urlOf(input);
    sent.push(`${(init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()} ${new URL(url).pathname}`);
    const index = rules.findIndex((rule) => matches(url, rule.path));
    if (index < 0) return next(input, init);
    const [rule] = rules.splice(index, 1);
    return rule.handle(input, init, next);
  };

  function gate() {
    let open!: () => void;
    let shut!: (error: Error) => void;
    let arrived!: () => void;
    const opened = new Promise<void>((resolve, reject) => ((open = resolve), (shut = reject)));
    opened.catch(() => {});
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    const wait = (signal?: AbortSignal | null) =>
      new Promise<void>((resolve, reject) => {
        opened.then(resolve, reject);
        signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      });
    return { reached, arrived, wait, release: () => open(), fail: () => shut(new TypeError('Failed to fetch')) };
  }

  return {
    fetch,
    /** Every request the page sent so far, as 'METHOD /path', oldest first: what a change asked again. */
    sent: () => [...sent],
    /** The next request to `path` fails as if the network were down. */
    failNext(path: PathMatch) {
      rules.push({ path, handle: async () => Promise.reject(new TypeError('Failed to fetch')) });
    },
    /** The next request to `path` gets this answer instead of the server's. */
    answerNext(path: PathMatch, status: number, body: unknown) {
      rules.push({
        path,
        handle: async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
      });
    },
    /** The next request to `path` waits before it is sent; `fail()` drops it as a network error. */
    holdNext(path: PathMatch): Gate {
      const g = gate();
      rules.push({
        path,
        handle: async (input, init, pass) => {
          g.arrived();
          await g.wait(init?.signal);
          return pass(input, init);
        },
      });
      return g;
    },
    /**
     * The next streamed answer from `path` arrives with its body held: `step()` lets one chunk
     * through, `release()` all of them, `fail()` drops the connection mid-stream.
     */
    controlStreamNext(path: PathMatch): StreamGate {
      const g = gate();
      let permits = 0;
      let wake = () => {};
      const step = () =>
        new Promise<void>((resolve) => {
          permits++;
          delivered = resolve;
          wake();
        });
      let delivered = () => {};
      rules.push({
        path,
        handle: async (input, init, pass) => {
          const response = await pass(input, init);
          const reader = response.body!.getReader();
          const body = new ReadableStream<Uint8Array>({
            async pull(controller) {
              // Wait for the gate to open or for a single-chunk permit.
              while (permits === 0) {
                const permit = new Promise<void>((resolve) => (wake = resolve));
                try {
                  await Promise.race([g.wait(init?.signal), permit]);
                } catch (error) {
                  await reader.cancel().catch(() => {});
                  return controller.error(error);
                }
                if (released) break;
              }
              if (permits > 0) permits--;
              const { done, value } = await reader.read();
              if (done) controller.close();
              else controller.enqueue(value);
              delivered();
            },
            cancel: (reason) => reader.cancel(reason),
          });
          g.arrived();
          return new Response(body, { status: response.status, headers: response.headers });
        },
      });
      let released = false;
      return {
        reached: g.reached,
        step,
        release: () => ((released = true), g.release()),
        fail: g.fail,
      };
    },
  };
}
