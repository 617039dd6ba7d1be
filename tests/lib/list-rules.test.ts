// src/lib/lists: the order of a resource list, its pins in browser storage and the end-of-list rule.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderItems, type ListItem } from '../../src/lib/lists/order';
import { isLastPage, LIST_PAGE_SIZE } from '../../src/lib/lists/pages';
import { pin, pinsStorageKey, readPins, unpin, writePins } from '../../src/lib/lists/pins';

const items = (spec: string): ListItem[] =>
  spec.split(' ').map((token) => ({ id: token.replace('!', ''), granted: token.endsWith('!') ? false : undefined }));
const ids = (list: ListItem[]) => list.map((item) => item.id).join(' ');

describe('orderItems: granted first, then pinned in pin order, then the rest in server order', () => {
  it.each([
    ['no pins keeps the server order', 'a b c d', [], 'a b c d'],
    ['pins come first, in pin order', 'a b c d', ['c', 'a'], 'c a b d'],
    ['a pin not loaded is skipped', 'a b c', ['z', 'b'], 'b a c'],
    ['not granted sorts last', 'a! b c', [], 'b c a'],
    ['not granted stays last even when pinned', 'a! b c', ['a'], 'b c a'],
    ['pins order the not granted too', 'a! b! c', ['b', 'a'], 'c b a'],
    ['granted pinned before granted unpinned before not granted', 'x! y z w', ['w', 'x'], 'w y z x'],
    ['an empty list', '', [], ''],
  ])('%s', (_, spec, pins, expected) => {
    expect(ids(orderItems(spec ? items(spec) : [], pins))).toBe(expected);
  });

  it('leaves the server order as it is, the same array, when nothing is pinned or refused', () => {
    const shown = items('a b c');
    expect(orderItems(shown, [])).toBe(shown);
  });

  it('treats granted true and null as granted', () => {
    expect(ids(orderItems([{ id: 'a', granted: false }, { id: 'b', granted: null }, { id: 'c', granted: true }], []))).toBe('b c a');
  });
});

describe('the end-of-list rule: fully loaded when a page returns fewer items than the limit', () => {
  it.each([
    [25, 25, false],
    [24, 25, true],
    [0, 25, true],
    [1, 1, false],
    [10, 100, true],
  ])('%i items for a limit of %i: last page %s', (received, limit, last) => {
    expect(isLastPage(received, limit)).toBe(last);
  });

  it('asks 25 a page', () => {
    expect(LIST_PAGE_SIZE).toBe(25);
    expect(isLastPage(25)).toBe(false);
  });
});

describe('pins per list key in browser storage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it.each([
    ['pin appends', [], 'a', 'pin', ['a']],
    ['pin keeps pin order', ['a'], 'b', 'pin', ['a', 'b']],
    ['pin twice changes nothing', ['a', 'b'], 'a', 'pin', ['a', 'b']],
    ['unpin removes', ['a', 'b', 'c'], 'b', 'unpin', ['a', 'c']],
    ['unpin what is not pinned', ['a'], 'z', 'unpin', ['a']],
  ] as const)('%s', (_, before, id, action, after) => {
    expect(action === 'pin' ? pin(before, id) : unpin(before, id)).toEqual(after);
  });

  it('keeps an ordered id list per list key, surviving a reload', () => {
    writePins('images', ['b', 'a']);
    writePins('voices', ['v']);
    expect(JSON.parse(localStorage.getItem(pinsStorageKey('images'))!)).toEqual(['b', 'a']);
    expect(readPins('images')).toEqual(['b', 'a']);
    expect(readPins('voices')).toEqual(['v']);
    expect(readPins('speeches')).toEqual([]);
    writePins('voices', []);
    expect(localStorage.getItem(pinsStorageKey('voices'))).toBeNull();
  });

  it('ignores what is not an id list', () => {
    localStorage.setItem(pinsStorageKey('broken'), '{"a":1}');
    expect(readPins('broken')).toEqual([]);
    localStorage.setItem(pinsStorageKey('mixed'), '["a",2,"b"]');
    expect(readPins('mixed')).toEqual(['a', 'b']);
    localStorage.setItem(pinsStorageKey('garbled'), 'not json');
    expect(readPins('garbled')).toEqual([]);
  });

  it('keeps pins for the page when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    writePins('offline', ['x', 'y']);
    expect(readPins('offline')).toEqual(['x', 'y']);
  });
});
