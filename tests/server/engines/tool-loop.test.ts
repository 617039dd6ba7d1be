// The usage rule both hosted engines share (server/engines/tool-loop.ts).
import { expect, test } from 'vitest';
import { usageOf, type Round } from '../../../server/engines/tool-loop';

const round = (fields: Partial<Round>): Round => ({ usage: {}, input: 5, output: '', text: '', calls: [], wantsTools: false, streaming: true, ...fields });

test('a round without reported usage is estimated from what arrived, tool calls with their names included', () => {
  // 'Let me check.' (13) + 'calculator' (10) + '{"expression":"12*7"}' (21): 44 characters, 11 tokens.
  const calls = [{ id: 'call_1', name: 'calculator', arguments: '{"expression":"12*7"}' }];
  expect(usageOf([round({ output: 'Let me check.', calls })], false)).toEqual({ inputTokens: 5, outputTokens: 11 });
});

test('reported usage is trusted, but not below what arrived in the round an abort cut short', () => {
  const reported = { inputTokens: 10, outputTokens: 1 };
  const rounds = [round({ usage: reported, output: 'first round, long enough' }), round({ usage: reported, output: 'cut short after this' })];
  expect(usageOf(rounds, false)).toEqual({ inputTokens: 20, outputTokens: 2 });
  // The last round's 20 characters are 5 tokens; the first keeps its reported 1.
  expect(usageOf(rounds, true)).toEqual({ inputTokens: 20, outputTokens: 6 });
});
