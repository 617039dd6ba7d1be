import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { chatMachine, type ChatEmitted, type ChatMachineEvent, type StreamInput } from '../../src/machines/chat/chatMachine';

// Continuing someone else's shared conversation: the server copies it, says `cloning` (with
// the copy's id) and `redirect`, then answers in the copy.

function start() {
  let emit: (event: ChatMachineEvent) => void = () => {};
  const inputs: StreamInput[] = [];
  const machine = chatMachine.provide({
    actors: {
      createConversation: fromPromise(async () => ({ id: 'unused' })),
      streamReply: fromCallback<ChatMachineEvent, StreamInput>(({ input, sendBack }) => {
        inputs.push(input);
        emit = sendBack;
      }),
    },
  });
  const actor = createActor(machine, { input: {} });
  const told: ChatEmitted[] = [];
  actor.on('*', (event) => told.push(event));
  actor.start();
  return { actor, inputs, told, server: (event: ChatMachineEvent) => emit(event) };
}

describe('chatMachine: continuing a shared conversation', () => {
  it('streams to the shared conversation, then follows the copy: toast, navigation, and the finished turn belongs to the copy', () => {
    const { actor, inputs, told, server } = start();
    actor.send({ type: 'SEND', text: 'And in full sun?', conversationId: 'shared-1', parentId: 'shared-msg-2' });
    expect(inputs).toEqual([expect.objectContaining({ conversationId: 'shared-1', parentId: 'shared-msg-2', content: 'And in full sun?' })]);

    server({ type: 'CLONING', conversationId: 'copy-1' });
    expect(actor.getSnapshot().context.conversationId).toBe('copy-1');
    server({ type: 'REDIRECT', path: '/copy-1' });
    expect(told).toEqual([{ type: 'cloning' }, { type: 'redirect', path: '/copy-1' }]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    server({ type: 'TOKEN', text: 'Tomatoes.' });
    server({ type: 'STREAM.DONE' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(told.at(-1)).toEqual({ type: 'finished', conversationId: 'copy-1' });
  });

  it('a cloning event without an id keeps the conversation', () => {
    const { actor, server } = start();
    actor.send({ type: 'SEND', text: 'Hi', conversationId: 'c1', parentId: null });
    server({ type: 'CLONING' });
    expect(actor.getSnapshot().context.conversationId).toBe('c1');
  });
});
