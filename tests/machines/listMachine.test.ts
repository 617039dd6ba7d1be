import { afterEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import type { Client } from '@urql/core';
import { listMachine, listPhase, orderedItems, selectNarrowed, selectRefreshing, selectSort, selectStatusFilter } from '../../src/machines/lists/listMachine';
import type { ListQuery, ListSource, PageRequest } from '../../src/machines/lists/listSource';
import type { ListItem } from '../../src/lib/lists/order';

// The list machine over an in-memory source of `total` items, 25 a page, that records what it
// was asked; time is simulated.

const items = (total: number, prefix = 'i'): ListItem[] => Array.from({ length: total }, (_, i) => ({ id: `${prefix}${i + 1}`, status: 1 }));

function start(total = 60, overrides: Partial<ListSource> = {}) {
  const rows = items(total);
  const asked: PageRequest[] = [];
  const counted: ListQuery[] = [];
  const source: ListSource = {
    async page(_, request) {
      asked.push(request);
      const found = rows.filter((row) => row.id.includes(request.query.search));
      const from = request.startingAfter ? found.findIndex((row) => row.id === request.startingAfter) + 1 : 0;
      return found.slice(from, from + request.limit);
    },
    async count(_, query) {
      counted.push(query);
      return rows.filter((row) => row.id.includes(query.search)).length;
    },
    async setStatus() {},
    async remove() {},
    ...overrides,
  };
  const clock = new SimulatedClock();
  const actor = createActor(listMachine, { clock, input: { client: {} as Client, source, listKey: 'test' } }).start();
  return { actor, clock, asked, counted };
}

afterEach(() => localStorage.clear());

describe('listMachine', () => {
  it('loads 25 a page after the last id, within reach of the bottom, until a short page', async () => {
    const { actor, asked } = start(60);
    expect(listPhase(actor.getSnapshot())).toBe('initial');
    await waitFor(actor, (s) => s.matches({ list: { loaded: 'idle' } }) && s.context.count === 60);
    actor.send({ type: 'LOAD_MORE' });
    actor.send({ type: 'LOAD_MORE' }); // ignored while the page is on its way
    await waitFor(actor, (s) => s.context.items.length === 50 && s.matches({ list: { loaded: 'idle' } }));
    actor.send({ type: 'LOAD_MORE' });
    await waitFor(actor, (s) => s.context.fullyLoaded);
    actor.send({ type: 'LOAD_MORE' }); // ignored: fully loaded
    expect(asked.map((r) => [r.limit, r.startingAfter])).toEqual([
      [25, undefined],
      [25, 'i25'],
      [25, 'i50'],
    ]);
    expect(actor.getSnapshot().context.items).toHaveLength(60);
    actor.stop();
  });

  it('tells the view the order and status asked for, and whether an empty list is a search or filter that found nothing', async () => {
    const { actor, asked } = start(0);
    await waitFor(actor, (s) => listPhase(s) === 'empty');
    expect([selectSort(actor.getSnapshot()), selectStatusFilter(actor.getSnapshot()), selectNarrowed(actor.getSnapshot())]).toEqual([null, null, false]);
    actor.send({ type: 'SORT', sort: 'title' });
    actor.send({ type: 'FILTER', filters: { status: 0 } });
    await waitFor(actor, (s) => listPhase(s) === 'empty' && !selectRefreshing(s) && selectNarrowed(s));
    expect([selectSort(actor.getSnapshot()), selectStatusFilter(actor.getSnapshot())]).toEqual(['title', 0]);
    expect(asked.at(-1)!.query).toMatchObject({ sort: 'title', filters: { status: 0 } });
    // Back to all: an empty list is again one with nothing in it.
    actor.send({ type: 'FILTER', filters: {} });
    await waitFor(actor, (s) => listPhase(s) === 'empty' && !selectRefreshing(s) && !selectNarrowed(s));
    actor.stop();
  });

  it('is empty when the first page is', async () => {
    const { actor } = start(0);
    await waitFor(actor, (s) => listPhase(s) === 'empty');
    actor.stop();
  });

  it('is fully loaded by a first page of exactly 25 only when the next one comes back empty', async () => {
    const { actor, asked } = start(25);
    await waitFor(actor, (s) => s.matches({ list: { loaded: 'idle' } }));
    expect(actor.getSnapshot().context.fullyLoaded).toBe(false);
    actor.send({ type: 'LOAD_MORE' });
    await waitFor(actor, (s) => s.context.fullyLoaded);
    expect(asked).toHaveLength(2);
    actor.stop();
  });

  it('searches 200 ms after the last keystroke, from the first page, with the count of the same query', async () => {
    const { actor, clock, asked, counted } = start(60);
    await waitFor(actor, (s) => s.matches({ list: { loaded: 'idle' } }));
    for (const text of ['i', 'i7']) {
      actor.send({ type: 'SEARCH', text });
      clock.increment(150);
    }
    expect(asked).toHaveLength(1);
    clock.increment(50);
    await waitFor(actor, (s) => s.matches({ list: 'loaded', count: 'done' }) && s.context.query.search === 'i7');
    expect(asked.at(-1)).toEqual({ query: { filters: {}, sort: null, search: 'i7' }, limit: 25 });
    expect(counted.at(-1)?.search).toBe('i7');
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual(['i7']);
    expect(actor.getSnapshot().context.count).toBe(1);
    actor.stop();
  });

  it('starts again from the first page when a filter or the sort changes', async () => {
    const { actor, asked, counted } = start(60);
    await waitFor(actor, (s) => s.matches({ list: { loaded: 'idle' } }));
    actor.send({ type: 'LOAD_MORE' });
    await waitFor(actor, (s) => s.context.items.length === 50);
    actor.send({ type: 'FILTER', filters: { status: 1 } });
    actor.send({ type: 'SORT', sort: 'oldest' });
    await waitFor(actor, (s) => s.matches({ list: { loaded: 'idle' } }) && s.context.items.length === 25);
    expect(asked.at(-1)).toEqual({ query: { filters: { status: 1 }, sort: 'oldest', search: '' }, limit: 25 });
    expect(counted.at(-1)).toEqual({ filters: { status: 1 }, sort: 'oldest', search: '' });
    actor.stop();
  });

  it('shows a status or a delete at once and puts it back with the server message when refused', async () => {
    const { actor } = start(3, {
      setStatus: async () => {
        throw new Error('You cannot change this item.');
      },
      remove: async () => {
        throw new Error('This item is in use.');
      },
    });
    const refused: string[] = [];
    actor.on('refused', (event) => refused.push(event.message));
    await waitFor(actor, (s) => s.matches({ list: { loaded: 'idle' } }) && s.context.count === 3);
    actor.send({ type: 'SET_STATUS', id: 'i2', status: 0 });
    actor.send({ type: 'DELETE', id: 'i2' });
    // Both shown before the server answers.
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual(['i1', 'i3']);
    expect(actor.getSnapshot().context.count).toBe(2);
    await waitFor(actor, (s) => s.context.writes.length === 0);
    const { context } = actor.getSnapshot();
    expect(context.items).toEqual([{ id: 'i1', status: 1 }, { id: 'i2', status: 1 }, { id: 'i3', status: 1 }]);
    expect(context.count).toBe(3);
    expect(context.notice).toBe('This item is in use.');
    expect(refused).toEqual(['You cannot change this item.', 'This item is in use.']);
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.stop();
  });

  it('keeps an item whose delete is on its way out of the next page', async () => {
    let done!: () => void;
    const { actor } = start(30, { remove: () => new Promise<void>((resolve) => (done = resolve)) });
    await waitFor(actor, (s) => s.matches({ list: { loaded: 'idle' } }));
    actor.send({ type: 'DELETE', id: 'i25' });
    actor.send({ type: 'LOAD_MORE' });
    await waitFor(actor, (s) => s.context.fullyLoaded);
    // Asked after i24, the last item shown: i25 came again and stays out.
    expect(actor.getSnapshot().context.items.map((i) => i.id)).not.toContain('i25');
    expect(actor.getSnapshot().context.items).toHaveLength(29);
    done();
    await waitFor(actor, (s) => s.context.writes.length === 0);
    actor.stop();
  });

  it('keeps a write the server accepted, and becomes empty when the last item is deleted', async () => {
    const { actor } = start(1);
    await waitFor(actor, (s) => s.matches({ list: { loaded: 'idle' } }));
    actor.send({ type: 'DELETE', id: 'i1' });
    await waitFor(actor, (s) => listPhase(s) === 'empty' && s.context.writes.length === 0);
    actor.stop();
  });

  it('orders pinned items first, in pin order, and keeps the pins across a reload', async () => {
    const { actor } = start(5);
    await waitFor(actor, (s) => s.matches({ list: { loaded: 'idle' } }));
    actor.send({ type: 'PIN', id: 'i4' });
    actor.send({ type: 'PIN', id: 'i2' });
    const order = (s = actor.getSnapshot()) => orderedItems(s.context.items, s.context.pins).map((i) => i.id);
    expect(order()).toEqual(['i4', 'i2', 'i1', 'i3', 'i5']);
    actor.stop();
    const reloaded = start(5).actor;
    await waitFor(reloaded, (s) => s.matches({ list: { loaded: 'idle' } }));
    expect(order(reloaded.getSnapshot())).toEqual(['i4', 'i2', 'i1', 'i3', 'i5']);
    reloaded.send({ type: 'UNPIN', id: 'i4' });
    expect(order(reloaded.getSnapshot())).toEqual(['i2', 'i1', 'i3', 'i4', 'i5']);
    reloaded.stop();
  });

  it('shows the pins another flow keeps (PINS) in its order, without storing them itself', async () => {
    const { actor } = start(5);
    await waitFor(actor, (s) => s.matches({ list: { loaded: 'idle' } }));
    actor.send({ type: 'PINS', ids: ['i5', 'i3'] });
    const s = actor.getSnapshot();
    expect(orderedItems(s.context.items, s.context.pins).map((i) => i.id)).toEqual(['i5', 'i3', 'i1', 'i2', 'i4']);
    expect(localStorage.length).toBe(0);
    actor.stop();
  });

  it('shows why the first page failed and tries again on RETRY', async () => {
    let fail = true;
    const { actor } = start(3, {
      page: async () => {
        if (fail) throw new Error('Network error. Please try again later.');
        return items(3);
      },
    });
    await waitFor(actor, (s) => listPhase(s) === 'error');
    expect(actor.getSnapshot().context.error).toBe('Network error. Please try again later.');
    fail = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => listPhase(s) === 'loaded');
    actor.stop();
  });

  it('keeps the items shown, marked as refreshing, while a RELOAD or a new filter asks the first page again', async () => {
    let answer: ((rows: ListItem[]) => void) | null = null;
    const { actor } = start(60, { page: (_, request) => new Promise((resolve) => (answer = resolve)).then((rows) => (rows as ListItem[]).slice(0, request.limit)) });
    answer!(items(25));
    await waitFor(actor, (s) => listPhase(s) === 'loaded');
    for (const event of [{ type: 'RELOAD' }, { type: 'FILTER', filters: { status: 0 } }, { type: 'SORT', sort: 'oldest' }] as const) {
      answer = null;
      actor.send(event);
      const during = actor.getSnapshot();
      expect(listPhase(during)).toBe('loaded');
      expect(selectRefreshing(during)).toBe(true);
      expect(during.context.items).toHaveLength(25);
      expect(answer, `${event.type} asked the first page again`).not.toBeNull();
      answer!(items(3, event.type));
      await waitFor(actor, (s) => !selectRefreshing(s));
      expect(listPhase(actor.getSnapshot())).toBe('loaded');
      expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual([1, 2, 3].map((n) => `${event.type}${n}`));
      answer = null;
      actor.send({ type: 'RELOAD' });
      answer!(items(25));
      await waitFor(actor, (s) => s.context.items.length === 25 && !selectRefreshing(s));
    }
    actor.stop();
  });

  it('keeps the empty message through a refresh, and shows the skeleton only when nothing was shown', async () => {
    let fail = false;
    let rows: ListItem[] = [];
    const { actor } = start(0, {
      page: async () => {
        if (fail) throw new Error('Network error. Please try again later.');
        return rows;
      },
    });
    await waitFor(actor, (s) => listPhase(s) === 'empty');
    rows = items(2);
    actor.send({ type: 'RELOAD' });
    expect(listPhase(actor.getSnapshot())).toBe('empty');
    expect(selectRefreshing(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => listPhase(s) === 'loaded' && !selectRefreshing(s));
    // A refresh that fails says so: the items shown are no longer what was asked for.
    fail = true;
    actor.send({ type: 'RELOAD' });
    await waitFor(actor, (s) => listPhase(s) === 'error');
    fail = false;
    actor.send({ type: 'RELOAD' });
    expect(listPhase(actor.getSnapshot())).toBe('initial');
    await waitFor(actor, (s) => listPhase(s) === 'loaded');
    actor.stop();
  });
});
