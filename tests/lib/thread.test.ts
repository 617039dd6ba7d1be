// src/lib/thread: which messages of a branching conversation are shown, and where each stands
// among its siblings.
import { describe, expect, it } from 'vitest';
import { currentThread, siblingsOf, visiblePath } from '../../src/lib/thread';

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

describe('visiblePath', () => {
  // u1 ─┬─ a1 ── u2 ── a2
  //     └─ a1b ─┬─ u2b ── a2b
  //             └─ u2c
  const tree = [
    m('u1', null, '2025-01-01T00:00:01Z'),
    m('a1', 'u1', '2025-01-01T00:00:02Z'),
    m('u2', 'a1', '2025-01-01T00:00:03Z'),
    m('a2', 'u2', '2025-01-01T00:00:04Z'),
    m('a1b', 'u1', '2025-01-01T00:00:05Z'),
    m('u2b', 'a1b', '2025-01-01T00:00:06Z'),
    m('a2b', 'u2b', '2025-01-01T00:00:07Z'),
    m('u2c', 'a1b', '2025-01-01T00:00:08Z'),
  ];
  const ids = (leaf: string | null) => visiblePath(tree, leaf).map((x) => x.id);

  it('runs through the chosen leaf: its ancestors, nothing below a leaf', () => {
    expect(ids('a2')).toEqual(['u1', 'a1', 'u2', 'a2']);
    expect(ids('a2b')).toEqual(['u1', 'a1b', 'u2b', 'a2b']);
  });

  it('continues below a chosen inner message by the newest child', () => {
    expect(ids('a1')).toEqual(['u1', 'a1', 'u2', 'a2']);
    expect(ids('a1b')).toEqual(['u1', 'a1b', 'u2c']);
  });

  it('without a leaf, or with one that is gone, follows the newest messages from the root', () => {
    expect(ids(null)).toEqual(['u1', 'a1b', 'u2c']);
    expect(ids('deleted')).toEqual(['u1', 'a1b', 'u2c']);
    expect(visiblePath([], 'x')).toEqual([]);
  });

  it('survives a cycle', () => {
    const cyclic = [m('a', 'b', '1'), m('b', 'a', '2')];
    expect(visiblePath(cyclic, 'a').length).toBeLessThanOrEqual(2);
  });
});

describe('siblingsOf', () => {
  const messages = [m('u1', null, '1'), m('a1', 'u1', '2'), m('a2', 'u1', '3'), m('a3', 'u1', '4'), m('u0', null, '5')];
  it('says where a message stands among its siblings, oldest first', () => {
    const [, a1, a2, a3, u0] = messages;
    expect(siblingsOf(messages, a2!)).toEqual({ index: 2, count: 3, previous: a1, next: a3 });
    expect(siblingsOf(messages, a1!)).toMatchObject({ index: 1, count: 3, previous: null, next: a2 });
    // Roots are siblings too (an edit of the first question).
    expect(siblingsOf(messages, u0!)).toMatchObject({ index: 2, count: 2, next: null });
  });
});
