import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { chatOptionsMachine, type ChatOptions } from '../../src/machines/chat/chatOptionsMachine';

function start() {
  const actor = createActor(chatOptionsMachine).start();
  const saved: ChatOptions[] = [];
  actor.on('saved', (e) => saved.push(e.options));
  return { actor, saved };
}

describe('chatOptionsMachine', () => {
  it('opens on the current options and saves the draft', () => {
    const { actor, saved } = start();
    actor.send({ type: 'OPEN', current: { model: 'local-assistant', assistantId: null } });
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    actor.send({ type: 'MODEL.SELECT', model: 'gpt-4o', granted: true });
    actor.send({ type: 'ASSISTANT.SELECT', assistantId: 'asst-writer', granted: true });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(saved).toEqual([{ model: 'gpt-4o', assistantId: 'asst-writer' }]);
  });

  it('cancel forgets the draft and saves nothing', () => {
    const { actor, saved } = start();
    actor.send({ type: 'OPEN', current: { model: 'local-assistant', assistantId: 'asst-writer' } });
    actor.send({ type: 'ASSISTANT.SELECT', assistantId: null, granted: true });
    actor.send({ type: 'CANCEL' });
    expect(saved).toEqual([]);
    expect(actor.getSnapshot().context.draft).toEqual({ model: 'local-assistant', assistantId: 'asst-writer' });
  });

  it('refuses locked models and assistants', () => {
    const { actor, saved } = start();
    actor.send({ type: 'OPEN', current: { model: 'local-assistant', assistantId: null } });
    actor.send({ type: 'MODEL.SELECT', model: 'claude-haiku-4-5', granted: false });
    actor.send({ type: 'ASSISTANT.SELECT', assistantId: 'asst-coder', granted: false });
    actor.send({ type: 'SAVE' });
    expect(saved).toEqual([{ model: 'local-assistant', assistantId: null }]);
  });

  it('ignores choices and Save while closed', () => {
    const { actor, saved } = start();
    actor.send({ type: 'MODEL.SELECT', model: 'gpt-4o', granted: true });
    actor.send({ type: 'SAVE' });
    expect(saved).toEqual([]);
    expect(actor.getSnapshot().context.draft.model).toBeNull();
  });
});
