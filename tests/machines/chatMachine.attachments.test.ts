// Attachments (issue 3, item 5) in the chat machine: files go with the message to streamReply.
import { expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { chatMachine, type ChatMachineEvent, type StreamInput } from '../../src/machines/chat/chatMachine';

function start() {
  const inputs: StreamInput[] = [];
  const machine = chatMachine.provide({
    actors: {
      createConversation: fromPromise(async () => ({ id: 'c-new' })),
      streamReply: fromCallback<ChatMachineEvent, StreamInput>(({ input }) => void inputs.push(input)),
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  return { actor, inputs };
}

it('sends the files with the message, and files alone are enough to send', () => {
  const { actor, inputs } = start();
  const file = new File(['a,b'], 'data.csv');
  actor.send({ type: 'SEND', text: '', conversationId: 'c1', parentId: null, files: [file] });
  expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  expect(inputs[0]).toMatchObject({ conversationId: 'c1', content: '', files: [file] });
  actor.stop();
});

it('a message without files sends none, and an empty one without files is ignored', () => {
  const { actor, inputs } = start();
  actor.send({ type: 'SEND', text: ' ', conversationId: 'c1', parentId: null, files: [] });
  expect(actor.getSnapshot().matches('idle')).toBe(true);
  actor.send({ type: 'SEND', text: 'Hi', conversationId: 'c1', parentId: null });
  expect(inputs[0]).not.toHaveProperty('files');
  actor.stop();
});
