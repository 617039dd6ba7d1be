import { expect, test } from 'vitest';
import { lazyStream } from '../../src/gateway/lazy-stream';

// A subscription whose streaming code loads with its first use (lazy-stream.ts): whatever the
// consumer calls before the code has arrived reaches the real iterator once it has.

/** An iterator over `values` that records how it was ended. */
function recording(values: number[]) {
  const ended: string[] = [];
  let index = 0;
  const iterator: AsyncIterableIterator<number> = {
    next: async () => (index < values.length ? { done: false, value: values[index++] } : { done: true, value: undefined }),
    return: async () => {
      ended.push('return');
      return { done: true, value: undefined };
    },
    throw: async (error) => {
      ended.push(`throw ${String(error)}`);
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return { iterator, ended };
}

/** The code "arrives" when `arrive` is called. */
function loading<T>(value: T) {
  let arrive!: () => void;
  const loaded = new Promise<T>((resolve) => (arrive = () => resolve(value)));
  let loads = 0;
  return { load: () => (loads++, loaded), arrive, loads: () => loads };
}

test('events come through in order once the code has loaded, and it loads once', async () => {
  const { iterator } = recording([1, 2, 3]);
  const code = loading(iterator);
  const stream = lazyStream(code.load);
  const first = stream.next();
  const second = stream.next();
  code.arrive();
  expect([await first, await second]).toEqual([{ done: false, value: 1 }, { done: false, value: 2 }]);
  const rest = [];
  for await (const value of stream) rest.push(value);
  expect(rest).toEqual([3]);
  expect(code.loads()).toBe(1);
});

test('leaving before the code has arrived still ends the real stream (Stop and detach both go through return)', async () => {
  const { iterator, ended } = recording([1]);
  const code = loading(iterator);
  const stream = lazyStream(code.load);
  const leaving = stream.return!();
  expect(ended).toEqual([]);
  code.arrive();
  expect(await leaving).toEqual({ done: true, value: undefined });
  expect(ended).toEqual(['return']);
});

test('a throw reaches the real iterator', async () => {
  const { iterator, ended } = recording([1]);
  const stream = lazyStream(async () => iterator);
  await stream.throw!('cancelled');
  expect(ended).toEqual(['throw cancelled']);
});
