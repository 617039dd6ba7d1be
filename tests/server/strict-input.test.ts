// The answers a client gets for input of the wrong shape, each of which used to be accepted
// (coerced, or silently dropped) or to fail with a 500: the values are refused in words and
// nothing changes.
import { afterAll, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser } from './helpers/app';
import { replyWith, scriptedEngines } from './helpers/fake-engine';
import { multipart } from './helpers/multipart';

const app = await buildTestApp({ chatEngines: scriptedEngines(replyWith(['Fine.'])).engines });
afterAll(async () => {
  await app.close();
});
const owner = await signUpUser(app);
const headers = bearer(owner);

async function sharedConversation() {
  const { id } = (await app.inject({ method: 'POST', url: '/api/ai/conversations', headers, payload: { title: 'Shared' } })).json();
  expect((await app.inject({ method: 'POST', url: `/api/library/${id}`, headers, payload: { visibility: 2 } })).statusCode).toBe(200);
  return id as string;
}

const visibilityOf = async (id: string) => (await app.db.selectFrom('conversations').select('visibility').where('id', '=', id).executeTakeFirstOrThrow()).visibility;

it.each([
  ['null', null],
  ['"2"', '2'],
  ['[2]', [2]],
  ['true', true],
])('visibility %s is refused, and the conversation stays shared', async (_, visibility) => {
  const id = await sharedConversation();
  const response = await app.inject({ method: 'POST', url: `/api/library/${id}`, headers, payload: { visibility } });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toMatch(/^Visibility must be/);
  expect(await visibilityOf(id)).toBe(2);
});

it('a number is not a message, and nothing is stored', async () => {
  const { id } = (await app.inject({ method: 'POST', url: '/api/ai/conversations', headers, payload: {} })).json();
  const response = await app.inject({ method: 'POST', url: `/api/ai/conversations/${id}/messages`, headers, payload: { content: 123 } });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: 'Your message must be text.' });
  expect(await app.db.selectFrom('messages').select('id').where('conversation_id', '=', id).execute()).toEqual([]);
});

it('a NUL character or a lone surrogate in a title is refused in words', async () => {
  const { id } = (await app.inject({ method: 'POST', url: '/api/ai/conversations', headers, payload: { title: 'Before' } })).json();
  for (const title of ['a\u0000b', 'a\ud800b']) {
    const response = await app.inject({ method: 'POST', url: `/api/library/conversations/${id}`, headers, payload: { title } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^The title must (not contain a NUL character|be valid Unicode text)\.$/);
  }
  const invalid = await app.inject({
    method: 'POST',
    url: `/api/library/conversations/${id}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: Buffer.concat([Buffer.from('{"title":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]),
  });
  expect(invalid.statusCode).toBe(400);
  expect(invalid.json()).toEqual({ message: 'The request body is not valid UTF-8.' });
  expect((await app.db.selectFrom('conversations').select('title').where('id', '=', id).executeTakeFirstOrThrow()).title).toBe('Before');
});

it('a NUL character in an id is a 400, not a database error', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/library/conversations/a%00b', headers });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe('Id must not contain a NUL character.');
});

it('form fields are text and are read as the declared types', async () => {
  const { id } = (await app.inject({ method: 'POST', url: `/api/ai/conversations`, headers, payload: {} })).json();
  const form = multipart({ content: 'Hello', temporary: 'true' }, []);
  const response = await app.inject({ method: 'POST', url: `/api/ai/conversations/${id}/messages`, headers: { ...headers, ...form.headers }, payload: form.payload });
  expect(response.statusCode).toBe(200);
  expect((await app.db.selectFrom('conversations').select('temporary').where('id', '=', id).executeTakeFirstOrThrow()).temporary).toBe(true);
});

it('a file under a field the route does not take is refused, not dropped', async () => {
  const { id } = (await app.inject({ method: 'POST', url: '/api/ai/conversations', headers, payload: {} })).json();
  const boundary = 'strictboundary';
  const payload = [
    `--${boundary}\r\ncontent-disposition: form-data; name="content"\r\n\r\nRead this\r\n`,
    `--${boundary}\r\ncontent-disposition: form-data; name="attachment"; filename="notes.txt"\r\ncontent-type: text/plain\r\n\r\nnotes\r\n`,
    `--${boundary}--\r\n`,
  ].join('');
  const response = await app.inject({ method: 'POST', url: `/api/ai/conversations/${id}/messages`, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: 'Files can only be sent as "files[]" or "files", not "attachment".' });
  expect(await app.db.selectFrom('messages').select('id').where('conversation_id', '=', id).execute()).toEqual([]);
});

it.each([
  ['no boundary', 'multipart/form-data', '--x\r\ncontent-disposition: form-data; name="content"\r\n\r\nhi\r\n--x--\r\n'],
  ['truncated', 'multipart/form-data; boundary=x', '--x\r\ncontent-disposition: form-data; name="files[]"; filename="a.txt"\r\n\r\nabc'],
])('a malformed multipart body (%s) is a 400', async (_, type, payload) => {
  const { id } = (await app.inject({ method: 'POST', url: '/api/ai/conversations', headers, payload: {} })).json();
  const response = await app.inject({ method: 'POST', url: `/api/ai/conversations/${id}/messages`, headers: { ...headers, 'content-type': type }, payload });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toEqual(expect.any(String));
});

it('takes the Bearer scheme in any case', async () => {
  for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
    const response = await app.inject({ method: 'GET', url: '/api/account', headers: { authorization: `${scheme} ${owner.jwt}` } });
    expect(response.statusCode).toBe(200);
  }
});
