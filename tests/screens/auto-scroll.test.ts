// The chat screen's auto-scroll rule (src/screens/chat/autoScroll.ts) on plain numbers; the
// virtualised list in Chromium is tests/e2e/message-list.e2e.test.ts.
import { describe, expect, it } from 'vitest';
import { followStep, isAtBottom, shouldFollow } from '../../src/screens/messages/autoScroll';

describe('auto-scroll rule (SPEC §4)', () => {
  it('counts the reader as at the bottom within 20 px', () => {
    expect(isAtBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 600 })).toBe(true);
    expect(isAtBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 580 })).toBe(true);
    expect(isAtBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 579 })).toBe(false);
  });

  it('follows every 65 tokens, only while at the bottom', () => {
    expect(followStep(64)).toBe(0);
    expect(followStep(65)).toBe(1);
    expect(shouldFollow(64, 65, true)).toBe(true);
    expect(shouldFollow(65, 129, true)).toBe(false);
    expect(shouldFollow(129, 130, true)).toBe(true);
    expect(shouldFollow(64, 65, false)).toBe(false);
  });
});
