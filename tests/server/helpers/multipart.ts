// A multipart body as the browser's message form sends it, for tests that post files with a
// chat message: the fields, then each file as `files[]` with the type the uploader declares.
import type { FastifyInstance } from 'fastify';

export interface Part {
  name: string;
  data: Buffer | string;
  /** The declared type; application/octet-stream when not given. */
  type?: string;
  /** The form field it is sent as; `files[]` (the chat's) when not given. */
  field?: string;
}

export function multipart(fields: Record<string, string>, files: Part[]) {
  const boundary = '----atelier' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${file.field ?? 'files[]'}"; filename="${file.name}"\r\ncontent-type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Posts a message with files to a new (or the given) conversation, the way the chat form does. */
export async function sendWithFiles(app: FastifyInstance, headers: Record<string, string>, files: Part[], fields: Record<string, string> = {}, id?: string) {
  const conversationId = id ?? (await app.inject({ method: 'POST', url: '/api/ai/conversations', headers, payload: {} })).json().id as string;
  const body = multipart({ content: 'What is in the file?', model: 'gpt-4o-mini', ...fields }, files);
  const response = await app.inject({
    method: 'POST',
    url: `/api/ai/conversations/${conversationId}/messages`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  return { conversationId, response };
}
