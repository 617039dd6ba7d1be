import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { chatMachine, type ChatMachineEvent, type ResumeInput, type StreamInput } from '../../src/machines/chat/chatMachine';

// Only the user's Stop stops a reply on the server: the streaming actor hears STOP before it
// is stopped. Stopping the whole chat (its screen unmounted) stops the actor without STOP, so
// the real actor merely detaches (tests/gateway/chat-actors.test.ts runs it end to end).

function start() {
  const log: string[] = [];
  const follow = <Input extends StreamInput | ResumeInput>(name: string) =>
    fromCallback<ChatMachineEvent, Input>(({ receive }) => {
      receive((event) => log.push(`${name} heard ${event.type}`));
      return () => log.push(`${name} stopped`);
    });
  const machine = chatMachine.provide({
    actors: { createConversation: fromPromise(async () => ({ id: 'c-new' })), streamReply: follow<StreamInput>('stream'), resumeReply: follow<ResumeInput>('resume') },
  });
  return { actor: createActor(machine, { input: {} }).start(), log };
}

const send = { type: 'SEND', text: 'Hello', conversationId: 'c1', parentId: null } as const;
const resume = { type: 'RESUME', conversationId: 'c1', messageId: 'r1', parentId: 'u1', content: 'Once', reasoning: '' } as const;

describe('chatMachine: Stop versus leaving the chat', () => {
  it('Stop tells the streaming reply to stop, then stops following it', () => {
    const { actor, log } = start();
    actor.send(send);
    actor.send({ type: 'STOP' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(log).toEqual(['stream heard STOP', 'stream stopped']);
    actor.stop();
  });

  it('Stop on a re-attached reply tells it to stop too', () => {
    const { actor, log } = start();
    actor.send(resume);
    actor.send({ type: 'STOP' });
    expect(log).toEqual(['resume heard STOP', 'resume stopped']);
    actor.stop();
  });

  it('leaving the chat mid-reply stops following it without Stop', () => {
    for (const begin of [send, resume]) {
      const { actor, log } = start();
      actor.send(begin);
      actor.stop();
      expect(log).toEqual([begin === send ? 'stream stopped' : 'resume stopped']);
    }
  });

  it('a reply that ends by itself is not told to stop', () => {
    const { actor, log } = start();
    actor.send(send);
    actor.send({ type: 'STREAM.DONE' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(log).toEqual(['stream stopped']);
    actor.stop();
  });

  it('a Send while the stop settles is held: the stopped question may be stored already', async () => {
    const { actor } = start();
    actor.send(send);
    actor.send({ type: 'STOP' });
    let settle!: (outcome: { userMessage: null; reply: null }) => void;
    const settled = new Promise<{ userMessage: null; reply: null }>((resolve) => (settle = resolve));
    actor.send({ type: 'STOP.SETTLING', settled, cancel: () => {} });
    expect(actor.getSnapshot().hasTag('settling')).toBe(true);
    actor.send(send);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    settle({ userMessage: null, reply: null });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().hasTag('settling')).toBe(false);
    actor.send(send);
    expect(actor.getSnapshot().matches('processing')).toBe(true);
    actor.stop();
  });
});
