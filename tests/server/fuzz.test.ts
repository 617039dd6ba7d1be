// Bad input over every route in the app's route table: NUL bytes, invalid UTF-8, lone
// surrogates, values of the wrong type, malformed JSON and multipart, odd tokens, in the
// path, the query, the body and the headers. Whatever comes in, the answer is never a 5xx,
// a refusal is `{ message }` in JSON, and the server still answers afterwards. Routes added
// later are covered by the same cases automatically.
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser } from './helpers/app';
import { replyWith, scriptedEngines } from './helpers/fake-engine';
import { signUpAdmin } from './helpers/admin';
import { ownedFixtures, plausibleBody } from './helpers/ownership';

const app = await buildTestApp({ chatEngines: scriptedEngines(replyWith(['Fuzzed', ' reply'])).engines });
afterAll(async () => {
  await app.close();
});

const owner = await signUpUser(app);
// The admin routes refuse everyone else before reading anything: fuzzed as an admin, bad input
// reaches their own checks.
const admin = await signUpAdmin(app);
const callerOf = (url: string) => (url.startsWith('/api/admin/') ? admin : owner);
const fixtures = {
  conversation: await ownedFixtures.conversation!(app, owner),
  attachment: await ownedFixtures.attachment!(app, owner),
  file: await ownedFixtures.file!(app, owner),
};
const realParams: Record<string, string> = { ...fixtures.conversation.params, ...fixtures.attachment.params };
// The attachment fixture names its own id `id`; keep the conversation's for routes of one.
realParams.id = fixtures.conversation.params.id!;

const routes = app.routeTable.filter((route) => route.url.startsWith('/api/'));
const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';

/** Values that are dangerous as text. Each goes into the path, the query and the body. */
const badText = ['a\u0000b', '\u0000', 'a\ud800b', '\udfff', 'x'.repeat(100_000), "'; drop table messages; --", '../../../etc/passwd', '{{7*7}}', '<svg onload=alert(1)>'];
/** Path segments as a client could percent-encode them. */
const badSegments = ['%00', 'a%00b', '%FF', '%C0%80', '%ED%A0%80', '%E0%80', 'x'.repeat(5000), '..%2F..%2Fetc', '%25', '%', '%zz', ' ', '%20%20'];
const wrongTypes: unknown[] = [null, '2', [2], 123, -1, 1e308, true, {}, [], { nested: { deeper: ['\u0000'] } }];

// Bodies built to stall a parser or overflow a recursive walk: nested far past the limit (as
// arrays and as objects, in a field and as the whole body), nested exactly to it, and wide.
const deepArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObjects = (depth: number) => '{"a":'.repeat(depth) + '"\\u0000"' + '}'.repeat(depth);
const inField = (value: string) => `{"content":${value},"title":${value},"email":${value},"password":"x","message":${value}}`;
const nestedAndWide: [string, string][] = [
  ['deep arrays in fields', inField(deepArrays(30_000))],
  ['deep objects in fields', inField(deepObjects(20_000))],
  ['deep arrays, escaped quotes around', `{"content":"\\"[[[","title":${deepArrays(20_000)}}`],
  ['nested to the limit', inField(deepArrays(99))],
  ['nested to the limit, NUL inside', inField('['.repeat(99) + '"\\u0000"' + ']'.repeat(99))],
  ['wide array', inField(`[${Array(50_000).fill('0').join(',')}]`)],
  ['wide array of strings', `[${Array(50_000).fill('"x"').join(',')}]`],
  ['many keys', `{${Array.from({ length: 20_000 }, (_, i) => `"k${i}":"v"`).join(',')}}`],
];

interface Case {
  label: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

// A read of a workspace (its page, the dashboard's usage) gets the owner's own, so bad queries
// reach the route's own checks rather than stopping at its 404; writes keep an unknown id, so
// fuzzing them never renames or deletes the workspace the other routes run in.
const workspaceReads = new Set(routes.filter((route) => route.owns === 'workspace' && route.method === 'GET').map((route) => route.url));
// A stored file's route gets a file that exists, so bad ranges and signatures reach its own checks.
const fileRoute = '/api/files/:id';
const paramsOf = (url: string) => (workspaceReads.has(url) ? { ...realParams, id: owner.user.workspace.id } : url === fileRoute ? fixtures.file.params : realParams);

/** Bad ranges and signed-link parameters for the stored file's route. */
function fileCases(): Case[] {
  const base = fill(fileRoute);
  const cases: Case[] = [];
  for (const range of ['bytes=', 'bytes=-', 'bytes=-0', 'bytes=5-2', 'bytes=99999999999999999999-', 'bytes=0-99999999999999999999', 'bytes=a-b', 'items=0-1', 'bytes=0-1,2-3', 'bytes=-99999999999', '\u0000']) {
    cases.push({ label: `range ${range}`, url: base, headers: { range } });
  }
  for (const [exp, sig] of [['0', 'x'], ['-1', 'x'], ['1e99', 'x'], ['99999999999', ''], ['%00', '%00'], ['9'.repeat(20), 'a'.repeat(100)], ['', '']]) {
    cases.push({ label: `exp=${exp.slice(0, 12)} sig=${sig.slice(0, 12)}`, url: `${base}?exp=${exp}&sig=${sig}`, headers: { authorization: '' } });
  }
  cases.push({ label: 'download twice', url: `${base}?download=1&download=1` });
  return cases;
}

function fill(url: string, override: Record<string, string> = {}) {
  const params = paramsOf(url);
  return url.replace(/:(\w+)/g, (_, name: string) => override[name] ?? encodeURIComponent(params[name] ?? 'unknown-id'));
}

const json = (value: unknown) => ({ payload: JSON.stringify(value), headers: { 'content-type': 'application/json' } });

function multipart(parts: string[], boundary = 'fuzzboundary') {
  return { payload: Buffer.from(parts.join('')), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const field = (name: string, value: string) => `--fuzzboundary\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const file = (name: string, filename: string, data: string, type = 'text/plain') =>
  `--fuzzboundary\r\ncontent-disposition: form-data; name="${name}"; filename="${filename}"\r\ncontent-type: ${type}\r\n\r\n${data}\r\n`;
const end = '--fuzzboundary--\r\n';

function casesFor(method: string, url: string): Case[] {
  const cases: Case[] = [];
  const params = [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  for (const param of params) {
    for (const segment of badSegments) cases.push({ label: `:${param} = ${segment.slice(0, 20)}`, url: fill(url, { [param]: segment }) });
    cases.push({ label: `:${param} unknown`, url: fill(url, { [param]: 'does-not-exist' }) });
  }
  const base = fill(url);
  for (const name of ['limit', 'starting_after', 'query', 'type', 'sort', 'status', 'locale', 'types']) {
    for (const value of ['%00', 'a%00b', '%FF', '%ED%A0%80', '-1', '0', '1e99', 'abc', '', 'x'.repeat(3000)]) {
      cases.push({ label: `?${name}=${value.slice(0, 20)}`, url: `${base}?${name}=${value}` });
    }
    cases.push({ label: `?${name} twice`, url: `${base}?${name}=1&${name}=2` });
  }
  if (hasBody(method)) {
    const stringFields = Object.keys(plausibleBody) as (keyof typeof plausibleBody)[];
    for (const key of [...stringFields, 'parent_id', 'model', 'assistant_id', 'quote', 'style', 'temporary', 'regenerate_id', 'message', 'first_name', 'last_name', 'email', 'password', 'type']) {
      for (const value of [...badText, ...wrongTypes]) {
        cases.push({ label: `body.${key} = ${JSON.stringify(value)?.slice(0, 20)}`, url: base, ...json({ ...plausibleBody, [key]: value }) });
      }
    }
    for (const value of wrongTypes) cases.push({ label: `body = ${JSON.stringify(value)}`, url: base, ...json(value) });
    cases.push({ label: 'key with NUL', url: base, ...json({ ...plausibleBody, 'a\u0000': 1 }) });
    cases.push({ label: '__proto__', url: base, payload: '{"__proto__":{"admin":true},"content":"x","title":"x"}', headers: { 'content-type': 'application/json' } });
    cases.push({ label: 'constructor.prototype', url: base, payload: '{"constructor":{"prototype":{"admin":true}},"content":"x"}', headers: { 'content-type': 'application/json' } });
    cases.push({ label: 'invalid UTF-8', url: base, payload: Buffer.concat([Buffer.from('{"content":"'), Buffer.from([0xff, 0xfe, 0xc0, 0x80]), Buffer.from('","title":"t"}')]), headers: { 'content-type': 'application/json' } });
    cases.push({ label: 'escaped lone surrogate', url: base, payload: '{"content":"\\ud800","title":"\\udfff","name":"\\ud800x"}', headers: { 'content-type': 'application/json' } });
    cases.push({ label: 'escaped NUL', url: base, payload: '{"content":"\\u0000","title":"a\\u0000","visibility":2}', headers: { 'content-type': 'application/json' } });
    cases.push({ label: 'truncated JSON', url: base, payload: '{"content": "abc', headers: { 'content-type': 'application/json' } });
    cases.push({ label: 'not JSON', url: base, payload: 'content=abc', headers: { 'content-type': 'application/json' } });
    cases.push({ label: 'empty JSON', url: base, payload: '', headers: { 'content-type': 'application/json' } });
    cases.push({ label: 'deep JSON', url: base, payload: '['.repeat(5000) + ']'.repeat(5000), headers: { 'content-type': 'application/json' } });
    for (const [label, payload] of nestedAndWide) cases.push({ label, url: base, payload, headers: { 'content-type': 'application/json' } });
    cases.push({ label: 'text/plain', url: base, payload: 'hello\u0000', headers: { 'content-type': 'text/plain' } });
    cases.push({ label: 'unknown type', url: base, payload: 'x', headers: { 'content-type': 'application/x-evil' } });
    cases.push({ label: 'form-urlencoded', url: base, payload: 'content=%00', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    cases.push({ label: 'multipart without boundary', url: base, payload: field('content', 'x') + end, headers: { 'content-type': 'multipart/form-data' } });
    cases.push({ label: 'multipart truncated', url: base, ...multipart([field('content', 'x'), '--fuzzboundary\r\ncontent-disposition: form-data; name="files[]"; filename="a.txt"\r\n\r\nabc']) });
    cases.push({ label: 'multipart bad part header', url: base, ...multipart(['--fuzzboundary\r\nthis is not a header\r\n\r\nx\r\n', end]) });
    cases.push({ label: 'multipart garbage', url: base, ...multipart(['\u0000\u0001\u0002garbage']) });
    cases.push({ label: 'multipart empty', url: base, ...multipart([]) });
    cases.push({ label: 'multipart NUL field', url: base, ...multipart([field('content', 'a\u0000b'), field('title', '\u0000'), end]) });
    cases.push({ label: 'multipart field types', url: base, ...multipart([field('content', 'x'), field('temporary', 'maybe'), field('parent_id', '\u0000'), end]) });
    cases.push({ label: 'multipart NUL filename', url: base, ...multipart([field('content', 'x'), file('files[]', 'a\u0000.txt', 'abc'), end]) });
    cases.push({ label: 'multipart NUL in file', url: base, ...multipart([field('content', 'x'), file('files[]', 'a.txt', 'a\u0000b\u0000'), end]) });
    cases.push({ label: 'multipart unknown file field', url: base, ...multipart([field('content', 'x'), file('avatar', 'a.txt', 'abc'), end]) });
    cases.push({ label: 'multipart __proto__ field', url: base, ...multipart([field('__proto__', 'x'), field('content', 'x'), end]) });
    cases.push({ label: 'multipart JSON field', url: base, ...multipart(['--fuzzboundary\r\ncontent-disposition: form-data; name="content"\r\ncontent-type: application/json\r\n\r\n{bad\r\n', end]) });
  }
  return cases;
}

const authHeaders: [string, Record<string, string>][] = [
  ['no token', {}],
  ['lower-case bearer', { authorization: `bearer ${owner.jwt}` }],
  ['garbage token', { authorization: 'Bearer a.b.c' }],
  ['alg none', { authorization: `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(`{"sub":"${owner.user.id}","wid":"${owner.user.workspace.id}"}`).toString('base64url')}.` }],
  ['huge token', { authorization: `Bearer ${'a'.repeat(20_000)}` }],
  ['other scheme', { authorization: `Basic ${owner.jwt}` }],
];

describe('fuzz: no bad input gives a 5xx', () => {
  it('covers the routes of the route table', () => {
    expect(routes.length).toBeGreaterThan(10);
    // The dashboard's usage is fuzzed on a workspace that exists, so its own limit check runs.
    expect(workspaceReads).toContain('/api/workspaces/:id/datasets/usage');
    expect(routes.filter((route) => route.url.startsWith('/api/admin/')).length).toBe(12);
  });

  for (const route of routes) {
    it(`${route.method} ${route.url}`, async () => {
      const failures: string[] = [];
      const cases = casesFor(route.method, route.url);
      if (route.url === fileRoute) cases.push(...fileCases());
      for (const [label, headers] of authHeaders) cases.push({ label, url: fill(route.url), headers, ...(hasBody(route.method) ? json(plausibleBody) : {}) });
      for (const item of cases) {
        const authorization = item.headers && 'authorization' in item.headers ? {} : bearer(callerOf(route.url));
        const response = await app.inject({ method: route.method as 'GET', url: item.url, headers: { ...authorization, ...item.headers }, payload: item.payload });
        if (response.statusCode >= 500) failures.push(`${item.label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        else if (response.statusCode >= 400 && !(typeof response.json().message === 'string' && response.json().message.length > 0)) {
          failures.push(`${item.label}: ${response.statusCode} without a message: ${response.body.slice(0, 200)}`);
        }
      }
      expect(failures).toEqual([]);
      expect((await app.inject({ method: 'GET', url: '/api/models' })).statusCode).toBe(200);
    });
  }
});

// The OpenAI-compatible API (/v1) answers in OpenAI's error shape, `{ error: { message, … } }`,
// so its refusals are checked for that instead; the same bad input, plus completions whose
// messages, tools and settings are bad in every way.
const openAIRoutes = app.routeTable.filter((route) => route.url.startsWith('/v1/'));

function completionCases(): Case[] {
  const cases: Case[] = [];
  const ask = (message: unknown, extra: object = {}) => json({ model: 'local-assistant', messages: [message], ...extra });
  for (const value of [...badText, ...wrongTypes]) {
    cases.push({ label: `content = ${JSON.stringify(value)?.slice(0, 20)}`, url: '/v1/chat/completions', ...ask({ role: 'user', content: value }) });
    cases.push({ label: `role = ${JSON.stringify(value)?.slice(0, 20)}`, url: '/v1/chat/completions', ...ask({ role: value, content: 'x' }) });
    cases.push({ label: `model = ${JSON.stringify(value)?.slice(0, 20)}`, url: '/v1/chat/completions', ...json({ model: value, messages: [{ role: 'user', content: 'x' }] }) });
    cases.push({ label: `part = ${JSON.stringify(value)?.slice(0, 20)}`, url: '/v1/chat/completions', ...ask({ role: 'user', content: [{ type: 'image_url', image_url: { url: value } }] }) });
    cases.push({ label: `tool = ${JSON.stringify(value)?.slice(0, 20)}`, url: '/v1/chat/completions', ...ask({ role: 'user', content: 'x' }, { model: 'gpt-4o', tools: [{ type: 'function', function: { name: value } }] }) });
    cases.push({ label: `tool_choice = ${JSON.stringify(value)?.slice(0, 20)}`, url: '/v1/chat/completions', ...ask({ role: 'user', content: 'x' }, { tool_choice: value, stream: true }) });
    cases.push({ label: `temperature = ${JSON.stringify(value)?.slice(0, 20)}`, url: '/v1/chat/completions', ...ask({ role: 'user', content: 'x' }, { temperature: value }) });
  }
  cases.push({ label: 'tool result without its call id', url: '/v1/chat/completions', ...ask({ role: 'tool', content: 'x' }) });
  cases.push({ label: 'tool calls of wrong shape', url: '/v1/chat/completions', ...ask({ role: 'assistant', tool_calls: [{ id: 1, function: 'f' }] }) });
  cases.push({ label: 'image as a bad data URL', url: '/v1/chat/completions', ...ask({ role: 'user', content: [{ type: 'image_url', image_url: { url: 'data:image/png;base64,%%%' } }] }) });
  cases.push({ label: 'unknown part type', url: '/v1/chat/completions', ...ask({ role: 'user', content: [{ type: 'input_audio' }] }) });
  cases.push({ label: 'n = 5', url: '/v1/chat/completions', ...ask({ role: 'user', content: 'x' }, { n: 5 }) });
  let schema: object = { type: 'string' };
  for (let level = 0; level < 60; level++) schema = { type: 'object', properties: { inner: schema } };
  cases.push({ label: 'tool schema nested past the limit', url: '/v1/chat/completions', ...ask({ role: 'user', content: 'x' }, { tools: [{ type: 'function', function: { name: 'f', parameters: schema } }] }) });
  const deepArguments = '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000);
  cases.push({ label: 'tool call arguments nested deep', url: '/v1/chat/completions', ...ask({ role: 'assistant', tool_calls: [{ id: 'c', type: 'function', function: { name: 'f', arguments: deepArguments } }] }) });
  return cases;
}

describe('fuzz: the OpenAI-compatible API never gives a 5xx', () => {
  it('covers its routes', () => {
    expect(openAIRoutes.map((route) => `${route.method} ${route.url}`).sort()).toEqual(['GET /v1/models', 'GET /v1/models/:model', 'OPTIONS /v1/*', 'POST /v1/chat/completions']);
  });

  for (const route of openAIRoutes) {
    it(`${route.method} ${route.url}`, async () => {
      // A user of its own: the routes fuzzed above may have ended the first one's sessions.
      const caller = await signUpUser(app);
      const failures: string[] = [];
      const cases = casesFor(route.method, route.url);
      if (route.url === '/v1/chat/completions') cases.push(...completionCases());
      for (const [label, headers] of authHeaders) cases.push({ label, url: fill(route.url), headers, ...(hasBody(route.method) ? json(plausibleBody) : {}) });
      for (const item of cases) {
        const authorization = item.headers && 'authorization' in item.headers ? {} : bearer(caller);
        const response = await app.inject({ method: route.method as 'GET', url: item.url, headers: { ...authorization, ...item.headers }, payload: item.payload });
        if (response.statusCode >= 500) failures.push(`${item.label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        else if (response.statusCode >= 400) {
          const message: unknown = (response.json() as { error?: { message?: unknown } }).error?.message;
          if (!(typeof message === 'string' && message.length > 0)) failures.push(`${item.label}: ${response.statusCode} without an error message: ${response.body.slice(0, 200)}`);
        }
      }
      expect(failures).toEqual([]);
      expect((await app.inject({ method: 'GET', url: '/v1/models', headers: bearer(caller) })).statusCode).toBe(200);
    });
  }
});
