// The event streams send a message or a document without a response schema to serialise it:
// messageView and documentView cut the row by the contract's schema (server/lib/cut-to.ts), so
// what a stream sends is what the route answers, and a row's working columns (the live job's
// owner and heartbeat, the workspace) never leave.
import { expect, test } from 'vitest';
import { Message } from '../../contract/library';
import { Document } from '../../contract/writer';
import type { Document as DocumentRow, Message as MessageRow } from '../../server/db/types';
import { messageView } from '../../server/library/conversations';
import { documentView } from '../../server/writer/view';

const at = new Date('2026-11-28T12:00:00.000Z');
const working = { owner: 'process-1', heartbeat_at: at, workspace_id: 'w1', user_id: 'u1', updated_at: at };

test('a streamed message has the fields of the contract, the assistant nested, and nothing else', () => {
  const row = {
    ...working,
    id: 'm1', conversation_id: 'c1', parent_id: null, role: 'assistant', content: 'Hi', reasoning: '', model: 'local', assistant_id: 'a1', quote: null,
    call: null, calls: [], is_processing: true, is_incomplete: false, attachments: [{ id: 'f1', name: 'a.txt', mime: 'text/plain', size: 2, path: '/data/f1' }], created_at: at,
  } as unknown as MessageRow;
  const sent = messageView(row);
  expect(Object.keys(sent).sort()).toEqual(Object.keys(Message.properties).sort());
  expect(sent).toMatchObject({ id: 'm1', assistant: { id: 'a1' }, attachments: [{ id: 'f1', name: 'a.txt', mime: 'text/plain', size: 2 }], created_at: at });
  expect(sent.attachments[0]).not.toHaveProperty('path');
  expect(row).toHaveProperty('owner', 'process-1'); // the row itself is left as it was
});

test('a streamed document has the fields of the contract, its params rebuilt, and nothing else', () => {
  const row = {
    ...working,
    id: 'd1', title: 'Tea', content: '# Tea', params: { prompt: 'tea', model: 'local', fields: {}, secret_note: 'x' }, preset_id: 'p1', status: 1,
    is_processing: false, is_incomplete: false, created_at: at,
  } as unknown as DocumentRow;
  const sent = documentView(row);
  expect(Object.keys(sent).sort()).toEqual(Object.keys(Document.properties).sort());
  expect(sent).toMatchObject({ id: 'd1', output_file: null, params: { preset_id: 'p1', fields: {}, prompt: 'tea', model: 'local' }, updated_at: at });
  expect(sent.params).not.toHaveProperty('secret_note');
});
