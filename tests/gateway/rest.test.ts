import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRest, memoryStorage, NETWORK_ERROR, RestError, SERVER_ERROR } from '../../src/gateway/rest';
import { readBody, startHttpServer, type TestServer } from './helpers/http';

interface Seen {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let server: TestServer;
let seen: Seen[] = [];
let streamClosed: Promise<void> = Promise.resolve();

beforeAll(async () => {
  server = await startHttpServer(async (req, res) => {
    const body = await readBody(req);
    seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
    const json = (status: number, value: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    switch (req.url?.split('?')[0]) {
      case '/api/echo':
        return json(200, { ok: true });
      case '/api/gone':
        return res.writeHead(204).end();
      case '/api/forbidden':
        return json(403, { message: 'Not yours.' });
      case '/api/crash':
        return res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
      case '/api/teapot':
        return res.writeHead(418).end();
      case '/api/stream':
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('event: token\ndata: {"text":"one"}\n\n');
        streamClosed = new Promise((resolve) => res.on('close', resolve));
        // Keeps going until the client hangs up.
        const timer = setInterval(() => res.write('event: token\ndata: {"text":"more"}\n\n'), 20);
        res.on('close', () => clearInterval(timer));
        return;
      default:
        return json(404, { message: 'Not found.' });
    }
  });
});
afterAll(() => server.close());

function rest() {
  seen = [];
  return createRest({ baseUrl: server.baseUrl, storage: memoryStorage() });
}

/** A JWT-shaped token; the client decodes it without checking the signature. */
function fakeJwt(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part(claims)}.signature`;
}

describe('requests', () => {
  test('paths are under /api; query values are encoded and empty ones left out', async () => {
    await rest().get('/echo', { limit: 25, starting_after: 'a b', type: undefined, ref: null });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/echo?limit=25&starting_after=a+b' });
  });

  test('JSON bodies and the bearer token', async () => {
    const client = rest();
    client.setToken(fakeJwt({ sub: 'u1', wid: 'w1', adm: false, gst: true }));
    expect(await client.post('/echo', { title: 'Hi' })).toEqual({ ok: true });
    await client.patch('/echo', { a: 1 });
    await client.put('/echo', { a: 2 });
    expect(seen.map((request) => [request.method, request.body])).toEqual([['POST', '{"title":"Hi"}'], ['PATCH', '{"a":1}'], ['PUT', '{"a":2}']]);
    expect(seen[0].headers['content-type']).toBe('application/json');
    expect(seen[0].headers.authorization).toBe(`Bearer ${client.token()}`);
  });

  test('FormData goes as multipart with its boundary', async () => {
    const form = new FormData();
    form.set('content', 'hello');
    form.set('file', new Blob(['abc'], { type: 'text/plain' }), 'a.txt');
    await rest().post('/echo', form);
    expect(seen[0].headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0].body).toContain('name="file"; filename="a.txt"');
  });

  test('204 resolves to undefined; del sends DELETE', async () => {
    expect(await rest().del('/gone')).toBeUndefined();
    expect(seen[0].method).toBe('DELETE');
  });

  test('no Authorization header without a token', async () => {
    await rest().get('/echo');
    expect(seen[0].headers.authorization).toBeUndefined();
  });
});

describe('errors', () => {
  const failure = (promise: Promise<unknown>) => promise.then(() => expect.fail('should fail'), (error: RestError) => error);

  test("4xx carries the server's message and status", async () => {
    const error = await failure(rest().get('/forbidden'));
    expect(error).toBeInstanceOf(RestError);
    expect([error.status, error.message]).toEqual([403, 'Not yours.']);
  });

  test('5xx without a message reads as a server error', async () => {
    const error = await failure(rest().get('/crash'));
    expect([error.status, error.message]).toEqual([502, SERVER_ERROR]);
  });

  test('other statuses without a message still fail with the status', async () => {
    expect((await failure(rest().get('/teapot'))).status).toBe(418);
  });

  test('an unreachable server is status 0, network error', async () => {
    const closed = await startHttpServer(() => {});
    await closed.close();
    const error = await failure(createRest({ baseUrl: closed.baseUrl, storage: memoryStorage() }).get('/echo'));
    expect([error.status, error.message]).toEqual([0, NETWORK_ERROR]);
  });
});

describe('stream', () => {
  test('a non-2xx reply throws RestError before any event', async () => {
    const events = rest().stream('/forbidden', { content: 'x' })[Symbol.asyncIterator]();
    await expect(events.next()).rejects.toMatchObject({ status: 403, message: 'Not yours.' });
  });

  test('POSTs the body as JSON, asks for an event stream, and aborting ends it quietly and closes the connection', async () => {
    const controller = new AbortController();
    const received: unknown[] = [];
    for await (const { data } of rest().stream('/stream', { content: 'hi' }, controller.signal)) {
      received.push(data);
      if (received.length === 3) controller.abort();
    }
    expect(received).toEqual([{ text: 'one' }, { text: 'more' }, { text: 'more' }]);
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"content":"hi"}' });
    expect(seen[0].headers.accept).toBe('text/event-stream');
    await streamClosed;
  });

  test('breaking out of the loop also closes the connection', async () => {
    for await (const _ of rest().stream('/stream', {})) break;
    await streamClosed;
  });
});

describe('token', () => {
  test('is stored under "jwt" and decoded into claims', () => {
    const storage = memoryStorage();
    const client = createRest({ storage });
    expect(client.claims()).toBeNull();
    client.setToken(fakeJwt({ sub: 'u1', wid: 'w1', adm: true, gst: false, exp: 1 }));
    expect(storage.getItem('jwt')).toBe(client.token());
    expect(client.claims()).toEqual({ sub: 'u1', wid: 'w1', adm: true, gst: false });
    client.setToken(null);
    expect([storage.getItem('jwt'), client.claims()]).toEqual([null, null]);
  });

  test('a malformed token has no claims', () => {
    const client = createRest({ storage: memoryStorage() });
    client.setToken('not-a-jwt');
    expect(client.claims()).toBeNull();
  });
});
