import { afterEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import type { Client } from '@urql/core';
import { listMachine, orderedItems, selectQuery, selectReloads, selectSort, selectStatusFilter, selectWrites } from '../../src/machines/lists/listMachine';
import { pendingRemoves, pendingView } from '../../src/machines/lists/listWrites';
import { isNarrowed, type ListSource } from '../../src/machines/lists/listSource';
import type { ListItem } from '../../src/lib/lists/order';

// The list machine's flow (its pages are graphcache reads, tested with the list view): the query
// a search, filter or sort makes, on a simulated clock; the write queue and the server's refusal;
// pins; the reloads the screen asks for.

const items = (total: number): ListItem[] => Array.from({ length: total }, (_, i) => ({ id: `i${i + 1}`, status: 1 }));
const noPages = { query: null as never, variables: () => ({}), of: () => [] };

function start(writes: Pick<ListSource, 'setStatus' | 'remove'> = { setStatus: async () => {}, remove: async () => {} }) {
  const sent: string[] = [];
  const source: ListSource = {
    page: noPages,
    setStatus: writes.setStatus && (async (client, id, status) => (sent.push(`status ${id} ${status}`), writes.setStatus!(client, id, status))),
    remove: writes.remove && (async (client, id) => (sent.push(`remove ${id}`), writes.remove!(client, id))),
  };
  const clock = new SimulatedClock();
  const actor = createActor(listMachine, { clock, input: { client: {} as Client, source, listKey: 'test' } }).start();
  return { actor, clock, sent };
}

afterEach(() => localStorage.clear());

describe('listMachine', () => {
  it('makes the query of a search 200 ms after the last keystroke, trimmed', () => {
    const { actor, clock } = start();
    const before = selectQuery(actor.getSnapshot());
    for (const text of ['i', 'i7 ']) {
      actor.send({ type: 'SEARCH', text });
      clock.increment(150);
    }
    expect(selectQuery(actor.getSnapshot())).toBe(before);
    expect(actor.getSnapshot().context.typed).toBe('i7 ');
    clock.increment(50);
    expect(selectQuery(actor.getSnapshot())).toEqual({ filters: {}, sort: null, search: 'i7' });
    // Typing back to the search already asked makes no new query.
    const asked = selectQuery(actor.getSnapshot());
    actor.send({ type: 'SEARCH', text: 'i7' });
    clock.increment(200);
    expect(selectQuery(actor.getSnapshot())).toBe(asked);
    actor.stop();
  });

  it('tells the view the order and status asked for, and whether the query narrows the list', () => {
    const { actor } = start();
    const s = () => actor.getSnapshot();
    expect([selectSort(s()), selectStatusFilter(s()), isNarrowed(selectQuery(s()))]).toEqual([null, null, false]);
    actor.send({ type: 'SORT', sort: 'title' });
    actor.send({ type: 'FILTER', filters: { status: 0 } });
    expect([selectSort(s()), selectStatusFilter(s()), isNarrowed(selectQuery(s()))]).toEqual(['title', 0, true]);
    expect(selectQuery(s())).toEqual({ filters: { status: 0 }, sort: 'title', search: '' });
    actor.send({ type: 'FILTER', filters: {} });
    expect(isNarrowed(selectQuery(s()))).toBe(false);
    actor.stop();
  });

  it('queues status toggles and deletes, sends them one at a time, and shows them done meanwhile', async () => {
    let done!: () => void;
    const { actor, sent } = start({ setStatus: () => new Promise<void>((resolve) => (done = resolve)), remove: async () => {} });
    actor.send({ type: 'SET_STATUS', id: 'i2', status: 0 });
    actor.send({ type: 'DELETE', id: 'i3' });
    actor.send({ type: 'DELETE', id: 'i3' }); // once is enough
    const writes = selectWrites(actor.getSnapshot());
    expect(pendingView(items(4), writes)).toEqual([{ id: 'i1', status: 1 }, { id: 'i2', status: 0 }, { id: 'i4', status: 1 }]);
    expect(pendingRemoves(writes)).toBe(1);
    expect(sent).toEqual(['status i2 0']);
    done();
    await waitFor(actor, (s) => selectWrites(s).length === 0);
    expect(sent).toEqual(['status i2 0', 'remove i3']);
    actor.stop();
  });

  it('drops a write the server refused, with its message, and goes on with the next', async () => {
    const { actor, sent } = start({
      setStatus: async () => {
        throw new Error('You cannot change this item.');
      },
      remove: async () => {
        throw new Error('This item is in use.');
      },
    });
    const refused: string[] = [];
    actor.on('refused', (event) => refused.push(event.message));
    actor.send({ type: 'SET_STATUS', id: 'i2', status: 0 });
    actor.send({ type: 'DELETE', id: 'i2' });
    await waitFor(actor, (s) => selectWrites(s).length === 0);
    // Nothing waits: the rows show as the cache holds them.
    expect(pendingView(items(3), selectWrites(actor.getSnapshot()))).toEqual(items(3));
    expect(sent).toEqual(['status i2 0', 'remove i2']);
    expect(refused).toEqual(['You cannot change this item.', 'This item is in use.']);
    expect(actor.getSnapshot().context.notice).toBe('This item is in use.');
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.stop();
  });

  it('writes nothing a list cannot write', () => {
    const { actor, sent } = start({});
    actor.send({ type: 'SET_STATUS', id: 'i1', status: 0 });
    actor.send({ type: 'DELETE', id: 'i1' });
    expect(selectWrites(actor.getSnapshot())).toEqual([]);
    expect(sent).toEqual([]);
    actor.stop();
  });

  it('orders pinned items first, in pin order, and keeps the pins for the next time', () => {
    const { actor } = start();
    actor.send({ type: 'PIN', id: 'i4' });
    actor.send({ type: 'PIN', id: 'i2' });
    const order = (s = actor.getSnapshot()) => orderedItems(items(5), s.context.pins).map((i) => i.id);
    expect(order()).toEqual(['i4', 'i2', 'i1', 'i3', 'i5']);
    actor.stop();
    const again = start().actor;
    expect(order(again.getSnapshot())).toEqual(['i4', 'i2', 'i1', 'i3', 'i5']);
    again.send({ type: 'UNPIN', id: 'i4' });
    expect(order(again.getSnapshot())).toEqual(['i2', 'i1', 'i3', 'i4', 'i5']);
    again.stop();
  });

  it('shows the pins another flow keeps (PINS) in its order, without storing them itself', () => {
    const { actor } = start();
    actor.send({ type: 'PINS', ids: ['i5', 'i3'] });
    expect(orderedItems(items(5), actor.getSnapshot().context.pins).map((i) => i.id)).toEqual(['i5', 'i3', 'i1', 'i2', 'i4']);
    expect(localStorage.length).toBe(0);
    actor.stop();
  });

  it('counts the reloads the screen asks for, and a reload or a new query clears the message', async () => {
    const { actor } = start({
      remove: async () => {
        throw new Error('This item is in use.');
      },
    });
    actor.send({ type: 'DELETE', id: 'i1' });
    await waitFor(actor, (s) => s.context.notice !== null);
    actor.send({ type: 'RELOAD' });
    expect([selectReloads(actor.getSnapshot()), actor.getSnapshot().context.notice]).toEqual([1, null]);
    actor.send({ type: 'DELETE', id: 'i1' });
    await waitFor(actor, (s) => s.context.notice !== null);
    actor.send({ type: 'SORT', sort: 'oldest' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.stop();
  });
});
