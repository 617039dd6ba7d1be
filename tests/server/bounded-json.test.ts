// JSON nested deeper than anyone's real data is refused in words before it is parsed, on every
// route (login without a token, a route with one, the OpenAI-compatible API), and nothing that
// walks a sender's value recurses: a body nested ~4,000 levels used to answer 500, and a 1 MB
// one held the event loop for most of a second.
import { afterAll, describe, expect, it } from 'vitest';
import { maxJsonDepth, nestedTooDeep, parseBoundedJson, tooDeeplyNested } from '../../server/lib/bounded-json';
import { unsafeText } from '../../server/lib/text';
import { calculate } from '../../server/engines/local/tools';
import { runTool } from '../../server/engines/tools';
import { bearer, buildTestApp, signUpUser, testPassword } from './helpers/app';
import { replyWith, scriptedEngines } from './helpers/fake-engine';

const app = await buildTestApp({ chatEngines: scriptedEngines(replyWith(['Fine.'])).engines });
afterAll(async () => {
  await app.close();
});
const owner = await signUpUser(app);
const apiKey = (await app.inject({ method: 'POST', url: '/api/account/rest-api-keys', headers: bearer(owner), payload: { name: 'deep', password: testPassword } })).json().key as string;

const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const json = { 'content-type': 'application/json' };

describe('a body nested too deeply', () => {
  // The finding's own body: an array nested 500,000 deep (1 MB) in the email of a login.
  const login = `{"email":${nestedArrays(500_000)},"password":"x"}`;

  it('is refused in words on login, signup and password reset, without a token', async () => {
    for (const url of ['/api/auth/login', '/api/auth/signup', '/api/auth/password-reset']) {
      for (const payload of [`{"email":${nestedArrays(4_000)},"password":"x"}`, `{"email":"a@b.c","x":${nestedObjects(3_000)}}`]) {
        const response = await app.inject({ method: 'POST', url, headers: json, payload });
        expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(400);
        expect(response.json()).toEqual({ message: tooDeeplyNested });
      }
      // Routes open to anyone take 64 KB: the finding's 1 MB body is refused unread.
      const response = await app.inject({ method: 'POST', url, headers: json, payload: login });
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('is refused in words on a route with a token', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/ai/conversations', headers: { ...json, ...bearer(owner) }, payload: `{"title":${nestedArrays(10_000)}}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: tooDeeplyNested });
    expect(await app.db.selectFrom('conversations').select('id').where('workspace_id', '=', owner.user.workspace.id).execute()).toEqual([]);
  });

  it('is refused in OpenAI\'s words by the OpenAI-compatible API', async () => {
    const payload = `{"model":"local-assistant","messages":[{"role":"user","content":${nestedArrays(10_000)}}]}`;
    const response = await app.inject({ method: 'POST', url: '/v1/chat/completions', headers: { ...json, authorization: `Bearer ${apiKey}` }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ message: tooDeeplyNested, type: 'invalid_request_error' });
  });

  it('is refused as a multipart field declared as JSON', async () => {
    const { id } = (await app.inject({ method: 'POST', url: '/api/ai/conversations', headers: bearer(owner), payload: {} })).json();
    const payload = `--b\r\ncontent-disposition: form-data; name="content"\r\ncontent-type: application/json\r\n\r\n${nestedArrays(100_000)}\r\n--b--\r\n`;
    const response = await app.inject({ method: 'POST', url: `/api/ai/conversations/${id}/messages`, headers: { ...bearer(owner), 'content-type': 'multipart/form-data; boundary=b' }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Content must be plain text, not JSON.' });
  });

  it('is a refused captcha, not a crash', async () => {
    const token = Buffer.from(`{"challenge":${nestedObjects(1_000)},"solution":{"counter":1}}`).toString('base64');
    const response = await app.inject({ method: 'POST', url: '/api/auth/signup', headers: json, payload: { type: 'guest', first_name: 'Deep', 'captcha-token': token } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Captcha verification failed.');
  });
});

describe('real nesting is taken', () => {
  it(`takes a body nested ${maxJsonDepth} deep, and an OpenAI tool schema nested 40 deep`, async () => {
    const atLimit = await app.inject({ method: 'POST', url: '/api/ai/conversations', headers: { ...json, ...bearer(owner) }, payload: `{"title":"Deep","extra":${nestedArrays(maxJsonDepth - 1)}}` });
    expect(atLimit.statusCode, atLimit.body).toBe(201);

    let schema: object = { type: 'string' };
    for (let level = 0; level < 20; level++) schema = { type: 'object', properties: { inner: schema } };
    const tools = [{ type: 'function', function: { name: 'deep', parameters: schema } }];
    const body = { model: 'local-assistant', messages: [{ role: 'user', content: 'hello' }], tools };
    expect(JSON.stringify(body).split('{').length).toBeGreaterThan(40);
    const response = await app.inject({ method: 'POST', url: '/v1/chat/completions', headers: { ...json, authorization: `Bearer ${apiKey}` }, payload: JSON.stringify(body) });
    expect(response.json().error?.message ?? '').not.toBe(tooDeeplyNested);
  });
});

describe('the depth check', () => {
  it('counts arrays and objects, not brackets inside strings or escaped quotes', () => {
    const bytes = (text: string) => Buffer.from(text);
    expect(nestedTooDeep(bytes(nestedArrays(maxJsonDepth)))).toBe(false);
    expect(nestedTooDeep(bytes(nestedArrays(maxJsonDepth + 1)))).toBe(true);
    expect(nestedTooDeep(bytes(nestedObjects(maxJsonDepth + 1)))).toBe(true);
    expect(nestedTooDeep(bytes(JSON.stringify({ text: '['.repeat(10_000) })))).toBe(false);
    // An escaped quote does not end the string; an escaped backslash before a quote does.
    expect(nestedTooDeep(bytes(`["\\"${'['.repeat(200)}"]`))).toBe(false);
    expect(nestedTooDeep(bytes(`["\\\\"${'['.repeat(200)}`))).toBe(true);
    expect(nestedTooDeep(bytes('["ünïcödé ['.repeat(3) + '"]'))).toBe(false);
  });

  it('parses what is within bounds and refuses the rest as invalid JSON', () => {
    expect(parseBoundedJson('{"a":[1,{"b":"c"}]}')).toEqual({ a: [1, { b: 'c' }] });
    expect(() => parseBoundedJson(nestedArrays(1_000))).toThrow(SyntaxError);
  });
});

describe('nothing recurses on a sender\'s value', () => {
  it('checks the text of a value nested 200,000 deep without overflowing the stack', () => {
    let deep: unknown = 'a\u0000b';
    for (let level = 0; level < 200_000; level++) deep = level % 2 ? [deep] : { inner: deep };
    expect(unsafeText({ field: deep })).toBe('Field must not contain a NUL character.');
    expect(unsafeText({ fine: 'x', list: [1, 'a\ud800', null] })).toBe('List must be valid Unicode text.');
    expect(unsafeText(['ok', 'a\u0000'])).toBe('Item 2 must not contain a NUL character.');
    expect(unsafeText({ 'key\u0000': 1 })).toBe('The request must not contain a NUL character.');
  });

  it('stops the calculator before deep parentheses reach the call stack', () => {
    expect(calculate(`${'('.repeat(50)}1+2${')'.repeat(50)}`).result).toBe('3');
    expect(calculate(`${'('.repeat(20_000)}1${')'.repeat(20_000)}`).result).toBe('error: the expression is nested too deeply');
    expect(calculate(`${'-'.repeat(20_000)}1`).result).toBe('error: the expression is nested too deeply');
    expect(calculate(Array(20_000).fill('2').join('^')).result).toBe('error: the expression is nested too deeply');
  });

  it('refuses tool arguments nested too deeply as invalid JSON', () => {
    expect(runTool('calculator', '{"expression":"2*3"}')).toBe('6');
    expect(runTool('calculator', `{"expression":"2*3","x":${nestedArrays(5_000)}}`)).toBe('error: the arguments are not valid JSON');
  });
});
