import { describe, expect, it } from 'vitest';
import { liveTurn } from '../../src/machines/chat/chatLiveTurn';
import { chatMessage, startChat } from './helpers/chat';

// Branches in chatMachine: EDIT sends the edited question as a sibling, REGENERATE asks a
// question again without a new user message, SEND carries a quote.

const message = (id: string, role: 'user' | 'assistant', parentId: string | null, content = '') => chatMessage({ id, role, parentId, content });

describe('chatMachine branches', () => {
  it('EDIT streams the edited text below the edited message’s parent and keeps the prompt being typed', () => {
    const { actor, stream } = startChat();
    actor.send({ type: 'PROMPT.CHANGE', value: 'draft in progress' });
    actor.send({ type: 'EDIT', text: ' Better question ', conversationId: 'c1', parentId: 'a0' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(stream.inputs[0]).toMatchObject({ conversationId: 'c1', content: 'Better question', parentId: 'a0', regenerateId: null, root: false });
    expect(actor.getSnapshot().context.prompt).toBe('draft in progress');
    stream.emit({ type: 'MESSAGE', message: message('u2', 'user', 'a0', 'Better question') });
    stream.emit({ type: 'TOKEN', text: 'New answer' });
    stream.emit({ type: 'MESSAGE', message: message('a2', 'assistant', 'u2', 'New answer') });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.stop();
  });

  it('EDIT of the first question is a new root; a blank edit is ignored', () => {
    const { actor, stream } = startChat();
    actor.send({ type: 'EDIT', text: '   ', conversationId: 'c1', parentId: null });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'EDIT', text: 'Root again', conversationId: 'c1', parentId: null });
    expect(stream.inputs[0]).toMatchObject({ parentId: null, root: true, content: 'Root again' });
    actor.stop();
  });

  it('REGENERATE re-asks the question: no pending user text, old answers hidden until the new one is stored', () => {
    const { actor, stream } = startChat();
    actor.send({ type: 'PROMPT.CHANGE', value: 'typing' });
    actor.send({ type: 'REGENERATE', conversationId: 'c1', questionId: 'u1', staleReplyIds: ['a1'] });
    expect(stream.inputs[0]).toMatchObject({ conversationId: 'c1', content: '', regenerateId: 'u1', quote: null });
    const thread = [message('u1', 'user', null, 'Q'), message('a1', 'assistant', 'u1', 'Old answer')];
    // No pending user bubble; a draft below the question even though an (old) answer exists.
    let live = liveTurn(actor.getSnapshot().context, true, 'c1', thread);
    expect(live.pendingUser).toBeFalsy();
    expect(live.draft).not.toBeNull();
    stream.emit({ type: 'MESSAGE', message: thread[0]! });
    stream.emit({ type: 'TOKEN', text: 'Fresh' });
    live = liveTurn(actor.getSnapshot().context, true, 'c1', thread);
    expect(live.draft?.content).toBe('Fresh');
    stream.emit({ type: 'MESSAGE', message: message('a2', 'assistant', 'u1', 'Fresh') });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    live = liveTurn(actor.getSnapshot().context, false, 'c1', [...thread, message('a2', 'assistant', 'u1', 'Fresh')]);
    expect(live.draft).toBeNull();
    expect(actor.getSnapshot().context.prompt).toBe('typing');
    actor.stop();
  });

  it('a failed regeneration tells the user and leaves the prompt alone', () => {
    const { actor, stream, failures } = startChat();
    actor.send({ type: 'PROMPT.CHANGE', value: 'keep me' });
    actor.send({ type: 'REGENERATE', conversationId: 'c1', questionId: 'u1', staleReplyIds: [] });
    stream.emit({ type: 'STREAM.ERROR', error: 'Your workspace has run out of credits.' });
    expect(failures).toEqual(['Your workspace has run out of credits.']);
    expect(actor.getSnapshot().context.prompt).toBe('keep me');
    actor.send({ type: 'REGENERATE', conversationId: 'c1', questionId: 'u1', staleReplyIds: [] });
    actor.send({ type: 'STOP' });
    expect(actor.getSnapshot().context.prompt).toBe('keep me');
    actor.stop();
  });

  it('SEND carries the quote; the next turn starts without it', () => {
    const { actor, stream } = startChat();
    actor.send({ type: 'SEND', text: 'Why?', conversationId: 'c1', parentId: 'a1', quote: ' the passage ' });
    expect(stream.inputs[0]).toMatchObject({ content: 'Why?', quote: 'the passage', regenerateId: null });
    stream.emit({ type: 'STREAM.DONE' });
    actor.send({ type: 'SEND', text: 'And?', conversationId: 'c1', parentId: 'a2' });
    expect(stream.inputs[1]).toMatchObject({ quote: null });
    actor.stop();
  });

  it('ignores EDIT and REGENERATE while a reply is streaming', () => {
    const { actor, stream } = startChat();
    actor.send({ type: 'SEND', text: 'One', conversationId: 'c1', parentId: null });
    actor.send({ type: 'REGENERATE', conversationId: 'c1', questionId: 'u1', staleReplyIds: [] });
    actor.send({ type: 'EDIT', text: 'Two', conversationId: 'c1', parentId: null });
    expect(stream.inputs).toHaveLength(1);
    actor.stop();
  });
});
