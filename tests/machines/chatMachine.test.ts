import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { selectTokens } from '../../src/machines/chat/chatSelectors';
import { chatMessage, startChat } from './helpers/chat';

const userMessage = (id = 'm1') => chatMessage({ id, content: 'Hello' });
const reply = (content: string) => chatMessage({ id: 'm2', role: 'assistant', parentId: 'm1', content });

const send = (text: string, conversationId: string | null = 'c1', parentId: string | null = null) =>
  ({ type: 'SEND', text, conversationId, parentId }) as const;

describe('chatMachine', () => {
  it('ignores an empty or blank prompt', () => {
    const { actor } = startChat();
    actor.send(send('   \n'));
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.stop();
  });

  it('streams tokens into the draft and returns to idle on the reply', async () => {
    const { actor, stream } = startChat();
    try {
      actor.send(send('  Hello  ', 'c1', 'm0'));
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(stream.inputs[0]).toEqual({ conversationId: 'c1', content: 'Hello', parentId: 'm0', model: null, assistantId: null, temporary: false, regenerateId: null, root: false, quote: null });
      stream.emit({ type: 'MESSAGE', message: userMessage() });
      stream.emit({ type: 'REASONING', text: 'thinking' });
      stream.emit({ type: 'TOKEN', text: 'Hi ' });
      stream.emit({ type: 'TOKEN', text: 'there' });
      const snapshot = actor.getSnapshot();
      expect(snapshot.context).toMatchObject({ draft: 'Hi there', reasoning: 'thinking', userMessageId: 'm1', prompt: '' });
      stream.emit({ type: 'MESSAGE', message: reply('Hi there') });
      expect(actor.getSnapshot().matches('idle')).toBe(true);
      expect(stream.stopped).toBe(true);
    } finally {
      actor.stop();
    }
  });

  it('counts every token of a burst that arrived as one text (the list follows every 65 tokens)', () => {
    const { actor, stream } = startChat();
    try {
      actor.send(send('Hello'));
      stream.emit({ type: 'TOKEN', text: 'One two ', count: 2 });
      stream.emit({ type: 'TOKEN', text: 'three' });
      expect(selectTokens(actor.getSnapshot())).toBe(3);
      expect(actor.getSnapshot().context.draft).toBe('One two three');
    } finally {
      actor.stop();
    }
  });

  it('ignores a second SEND while processing', () => {
    const { actor, stream } = startChat();
    actor.send(send('one'));
    actor.send(send('two'));
    expect(stream.inputs).toHaveLength(1);
    expect(actor.getSnapshot().context.pendingUserContent).toBe('one');
    actor.stop();
  });

  it('creates the conversation first when there is none, and says so', async () => {
    const { actor, stream, created } = startChat();
    try {
      actor.send(send('Hello', null));
      await waitFor(actor, (s) => s.matches({ processing: { reply: 'streaming' } }));
      expect(created).toEqual(['c-new']);
      expect(stream.inputs[0]?.conversationId).toBe('c-new');
    } finally {
      actor.stop();
    }
  });

  it('restores the prompt and reports when the conversation cannot be created', async () => {
    const { actor, failures } = startChat({ createConversation: async () => Promise.reject(new Error('No credit')) });
    try {
      actor.send(send('Hello', null));
      await waitFor(actor, (s) => s.matches('idle'));
      expect(actor.getSnapshot().context).toMatchObject({ prompt: 'Hello', error: 'No credit' });
      expect(failures).toEqual(['No credit']);
    } finally {
      actor.stop();
    }
  });

  it('on a stream error stops, reports the text and puts the prompt back', () => {
    const { actor, stream, failures } = startChat();
    actor.send(send('Hello'));
    stream.emit({ type: 'TOKEN', text: 'Par' });
    stream.emit({ type: 'STREAM.ERROR', error: 'Your workspace has run out of credits.' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('idle')).toBe(true);
    expect(snapshot.context.prompt).toBe('Hello');
    expect(failures).toEqual(['Your workspace has run out of credits.']);
    expect(stream.stopped).toBe(true);
    actor.stop();
  });

  it('STOP unsubscribes and keeps the partial draft', () => {
    const { actor, stream } = startChat();
    actor.send(send('Hello'));
    stream.emit({ type: 'MESSAGE', message: userMessage() });
    stream.emit({ type: 'TOKEN', text: 'Partial' });
    actor.send({ type: 'STOP' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('idle')).toBe(true);
    expect(snapshot.context.draft).toBe('Partial');
    expect(snapshot.context.prompt).toBe('');
    expect(stream.stopped).toBe(true);
    actor.stop();
  });

  it('STOP before the server stored anything gives the prompt back', () => {
    const { actor } = startChat();
    actor.send(send('Hello'));
    actor.send({ type: 'STOP' });
    expect(actor.getSnapshot().context.prompt).toBe('Hello');
    actor.stop();
  });

  it('counts seconds while processing and starts from zero on the next turn', () => {
    const { actor, clock, stream } = startChat();
    actor.send(send('Hello'));
    clock.increment(1000);
    clock.increment(1000);
    clock.increment(999);
    expect(actor.getSnapshot().context.seconds).toBe(2);
    stream.emit({ type: 'STREAM.DONE' });
    clock.increment(5000);
    expect(actor.getSnapshot().context.seconds).toBe(2);
    actor.send(send('Again'));
    expect(actor.getSnapshot().context.seconds).toBe(0);
    actor.stop();
  });

  it('tells the screen about redirects and cloning', () => {
    const { actor, stream } = startChat();
    const told: string[] = [];
    actor.on('redirect', (e) => told.push(e.path));
    actor.on('cloning', () => told.push('cloning'));
    actor.send(send('Hello'));
    stream.emit({ type: 'CLONING' });
    stream.emit({ type: 'REDIRECT', path: '/c2' });
    expect(told).toEqual(['cloning', '/c2']);
    actor.stop();
  });

  it('keeps the prompt as the user types', () => {
    const { actor } = startChat();
    actor.send({ type: 'PROMPT.CHANGE', value: 'Draft' });
    expect(actor.getSnapshot().context.prompt).toBe('Draft');
    actor.stop();
  });
});
