// chatMachine as its unit tests drive it: the reply stream is a callback the test plays the
// server's events into, the clock is simulated, and a stored message is built from the fields
// a test cares about.
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { chatMachine, type ChatMachineEvent, type ChatMessage, type StreamInput } from '../../../src/machines/chat/chatMachine';

/** A stored message: `fields` over an empty, finished user message in conversation c1. */
export function chatMessage(fields: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 'm1',
    conversationId: 'c1',
    parentId: null,
    role: 'user',
    content: '',
    reasoning: null,
    model: null,
    quote: null,
    isProcessing: false,
    isIncomplete: false,
    attachments: [],
    call: null,
    calls: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    ...fields,
  };
}

/** A stream the test drives by hand: `emit` sends server events, `stopped` tells about cleanup. */
function manualStream() {
  const control = {
    emit: (_event: ChatMachineEvent) => {},
    inputs: [] as StreamInput[],
    stopped: false,
  };
  const logic = fromCallback<ChatMachineEvent, StreamInput>(({ input, sendBack }) => {
    control.inputs.push(input);
    control.emit = sendBack;
    return () => {
      control.stopped = true;
    };
  });
  return { control, logic };
}

/** A started chatMachine with a hand-driven stream; `created` and `failures` collect what it told. */
export function startChat(options: { createConversation?: () => Promise<{ id: string }> } = {}) {
  const stream = manualStream();
  const created: string[] = [];
  const failures: string[] = [];
  const machine = chatMachine.provide({
    actors: {
      createConversation: fromPromise(options.createConversation ?? (async () => ({ id: 'c-new' }))),
      streamReply: stream.logic,
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: {}, clock });
  actor.on('conversationCreated', (e) => created.push(e.conversationId));
  actor.on('failed', (e) => failures.push(e.message));
  actor.start();
  return { actor, clock, stream: stream.control, created, failures };
}
