import { describe, expect, it } from 'vitest';
import { currentThread } from '../../src/lib/thread';

const m = (id: string, parentId: string | null, createdAt: string) => ({ id, parentId, createdAt });

describe('currentThread', () => {
  it('follows the most recent child from the root', () => {
    const messages = [
      m('u1', null, '2025-01-01T00:00:01Z'),
      m('a1', 'u1', '2025-01-01T00:00:02Z'),
      m('a1b', 'u1', '2025-01-01T00:00:05Z'),
      m('u2', 'a1', '2025-01-01T00:00:03Z'),
      m('u2b', 'a1b', '2025-01-01T00:00:06Z'),
    ];
    expect(currentThread(messages).map((x) => x.id)).toEqual(['u1', 'a1b', 'u2b']);
  });

  it('is empty for no messages and survives a cycle', () => {
    expect(currentThread([])).toEqual([]);
    const cyclic = [m('a', null, '1'), m('b', 'a', '2'), { ...m('a', 'b', '3') }];
    expect(currentThread(cyclic).length).toBeLessThanOrEqual(3);
  });
});
