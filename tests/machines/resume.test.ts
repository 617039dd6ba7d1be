import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { chatMachine, type ChatMachineEvent, type ResumeInput, type StreamInput } from '../../src/machines/chat/chatMachine';
import { replyToResume, withoutLiveReply } from '../../src/machines/chat/chatResume';
import { chatMessage } from './helpers/chat';

// Replies that survive: chatMachine's RESUME re-attaches to a reply still being generated.

const reply = (content: string, isProcessing: boolean) => chatMessage({ id: 'r1', parentId: 'u1', role: 'assistant', content, isProcessing });
const resume = { type: 'RESUME', conversationId: 'c1', messageId: 'r1', parentId: 'u1', content: 'Once upon', reasoning: '' } as const;

function start() {
  const control = { emit: (_event: ChatMachineEvent) => {}, inputs: [] as ResumeInput[], stopped: false, streamed: [] as StreamInput[] };
  const machine = chatMachine.provide({
    actors: {
      createConversation: fromPromise(async () => ({ id: 'c-new' })),
      streamReply: fromCallback<ChatMachineEvent, StreamInput>(({ input }) => void control.streamed.push(input)),
      resumeReply: fromCallback<ChatMachineEvent, ResumeInput>(({ input, sendBack }) => {
        control.inputs.push(input);
        control.emit = sendBack;
        return () => {
          control.stopped = true;
        };
      }),
    },
  });
  const finished: string[] = [];
  const failures: string[] = [];
  const actor = createActor(machine, { input: {} });
  actor.on('finished', (e) => finished.push(e.conversationId));
  actor.on('failed', (e) => failures.push(e.message));
  actor.start();
  return { actor, stream: control, finished, failures };
}

describe('chatMachine: resuming a reply', () => {
  it('shows the text so far at once, is busy, follows the server text and live tokens, and ends on the stored reply', () => {
    const { actor, stream, finished } = start();
    actor.send(resume);
    let snapshot = actor.getSnapshot();
    expect(snapshot.matches({ processing: { reply: 'resuming' } })).toBe(true);
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(snapshot.context).toMatchObject({ conversationId: 'c1', userMessageId: 'u1', replyId: 'r1', draft: 'Once upon', pendingUserContent: '' });
    expect(stream.inputs).toEqual([{ conversationId: 'c1', messageId: 'r1' }]);
    expect(stream.streamed).toEqual([]);

    // The server's text so far is newer than the stored copy the screen had.
    stream.emit({ type: 'MESSAGE', message: reply('Once upon a time', true) });
    stream.emit({ type: 'TOKEN', text: ', there' });
    expect(actor.getSnapshot().context.draft).toBe('Once upon a time, there');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    stream.emit({ type: 'MESSAGE', message: reply('Once upon a time, there was a fox.', false) });
    snapshot = actor.getSnapshot();
    expect(snapshot.matches('idle')).toBe(true);
    expect(finished).toEqual(['c1']);
    expect(stream.stopped).toBe(true);
    actor.stop();
  });

  it('STOP leaves at once and unsubscribes (which stops the reply on the server), keeping the text', () => {
    const { actor, stream } = start();
    actor.send(resume);
    stream.emit({ type: 'TOKEN', text: ' a time' });
    actor.send({ type: 'STOP' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ draft: 'Once upon a time', prompt: '' });
    expect(stream.stopped).toBe(true);
    actor.stop();
  });

  it('on an error stops, reports it, and leaves what the user is typing alone', () => {
    const { actor, stream, failures } = start();
    actor.send({ type: 'PROMPT.CHANGE', value: 'My next question' });
    actor.send(resume);
    stream.emit({ type: 'STREAM.ERROR', error: 'Message not found.' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Message not found.', prompt: 'My next question' });
    expect(failures).toEqual(['Message not found.']);
    actor.stop();
  });

  it('a stream that ends without its reply still returns to idle', () => {
    const { actor, stream } = start();
    actor.send(resume);
    stream.emit({ type: 'STREAM.DONE' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.stop();
  });

  it('a send remembers its reply from the placeholder, so the screen does not resume its own reply', () => {
    const { actor } = start();
    actor.send({ type: 'SEND', text: 'Hi', conversationId: 'c1', parentId: null });
    const streamReply = actor.getSnapshot().children.streamReply!;
    expect(streamReply).toBeDefined();
    actor.send({ type: 'MESSAGE', message: { ...reply('', false), id: 'u1', role: 'user', parentId: null } });
    actor.send({ type: 'MESSAGE', message: reply('', true) });
    expect(actor.getSnapshot().matches({ processing: { reply: 'streaming' } })).toBe(true);
    expect(actor.getSnapshot().context.replyId).toBe('r1');
    actor.send({ type: 'STOP' });
    expect(replyToResume([reply('Partial', true)], false, actor.getSnapshot().context, 'c1')).toBeNull();
    actor.stop();
  });

  it('a Stop before the reply id arrived keeps the screen from re-attaching to the stopped reply', () => {
    const { actor } = start();
    actor.send({ type: 'SEND', text: 'Hi', conversationId: 'c1', parentId: null });
    actor.send({ type: 'STOP' });
    const { context } = actor.getSnapshot();
    expect(replyToResume([reply('Partial', true)], false, context, 'c1')).toBeNull();
    // Another conversation's running reply is still re-attached to; a new send clears the mark.
    expect(replyToResume([reply('Partial', true)], false, context, 'c2')?.id).toBe('r1');
    actor.send({ type: 'SEND', text: 'Again', conversationId: 'c1', parentId: null });
    expect(actor.getSnapshot().context.stoppedUnknownReplyIn).toBeNull();
    actor.stop();
  });
});

describe('which reply to resume', () => {
  const stored = [{ ...reply('Hi', false), id: 'u1', role: 'user' as const, parentId: null }, reply('So far', true)];
  it('is a reply still generating, unless busy or already followed here', () => {
    const fresh = { replyId: null, stoppedUnknownReplyIn: null };
    expect(replyToResume(stored, false, fresh, 'c1')?.id).toBe('r1');
    expect(replyToResume(stored, true, fresh, 'c1')).toBeNull();
    expect(replyToResume(stored, false, { ...fresh, replyId: 'r1' }, 'c1')).toBeNull();
    expect(replyToResume([stored[0]!, reply('Done', false)], false, fresh, 'c1')).toBeNull();
  });
  it('hides the stored copy while the live reply is shown', () => {
    const draft = { pendingUser: null, draft: { content: 'So far, more', reasoning: '' } };
    expect(withoutLiveReply(stored, draft.draft !== null).map((m) => m.id)).toEqual(['u1']);
    expect(withoutLiveReply(stored, false)).toBe(stored);
  });
});
