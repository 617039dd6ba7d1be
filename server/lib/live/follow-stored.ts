// Following a live job that another server process runs (or that no longer runs), any kind:
// through the bus on PostgreSQL, catching up from the stored row when news went missing, or by
// reading the row every 500 ms when there is no bus. The bus only carries text already stored,
// so the stored row a follower ends with holds everything it was shown, even after a crash.
import type { DB } from '../../db/connect';
import type { EventStream } from '../sse';
import { markStaleJobs } from './stale-jobs';
import type { LiveBus, LiveNews } from './live-bus';
import { jobTables, type LiveRow, type LiveStore } from './live-store';

/** How often a tab following a job run by another process reads the stored row. */
const followStoredEveryMs = 500;
/** With the bus: how long a follower waits without news before it reads the stored row anyway. */
const followQuietMs = 2000;

/**
 * The job so far as one row event (is_processing), then what it adds, then the stored row; a
 * job that is not running just sends its stored row. Ends the stream.
 */
export async function followStored<Row extends LiveRow>(db: DB, bus: LiveBus | null, store: LiveStore<Row>, stored: Row, stream: EventStream): Promise<void> {
  const { id } = stored;
  let news: LiveNews[] = [];
  let wake = () => {};
  const unlisten = stored.is_processing && bus ? await bus.listen(store.kind, id, (item) => (news.push(item), wake())).catch(() => null) : null;
  let row = stored;
  const textOf = (from: Row, column: string) => String((from as Record<string, unknown>)[column] ?? '');
  // What this stream has shown of each growing column: the stored row first, then what news adds.
  const shown = Object.fromEntries(store.texts.map(({ column }) => [column, textOf(row, column)]));
  const ahead = Object.fromEntries(store.texts.map(({ column }) => [column, [] as [number, string][]]));
  /** Sends what the news adds to what was shown; false while some of it starts past that (a gap). */
  const showAhead = () => {
    for (const { column, event } of store.texts) {
      const parts = ahead[column]!;
      while (parts.length && parts[0]![0] <= shown[column]!.length) {
        const [at, text] = parts.shift()!;
        if (at + text.length <= shown[column]!.length) continue;
        const tail = text.slice(shown[column]!.length - at);
        shown[column] += tail;
        stream.send(event, { text: tail });
      }
    }
    return Object.values(ahead).every((parts) => parts.length === 0);
  };
  stream.send(store.rowEvent, store.view(row));
  try {
    while (row.is_processing && !stream.closed) {
      if (news.length === 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, unlisten ? followQuietMs : followStoredEveryMs);
          wake = () => (clearTimeout(timer), resolve());
        });
      }
      const batch = news;
      news = [];
      const quiet = batch.length === 0;
      let reread = quiet || batch.some((item) => item.end);
      // News that starts past what was shown waits until the stored row fills the gap.
      for (const { grew } of batch) {
        if (grew && ahead[grew.column]) ahead[grew.column]!.push([grew.at, grew.text]);
      }
      if (!showAhead()) reread = true;
      if (!reread) continue;
      // No news: its process may have died. Marked incomplete once its heartbeat is stale, by the
      // database's clock (the sweep of every process would too, a few seconds later).
      if (quiet) await markStaleJobs(db, store, id);
      const now = (await jobTables(db).selectFrom(store.table).selectAll().where('id', '=', id).executeTakeFirst()) as Row | undefined;
      if (!now) {
        stream.send('error', { message: store.errors.gone });
        break;
      }
      for (const { column, event } of store.texts) {
        const text = textOf(now, column);
        if (text.length > shown[column]!.length && text.startsWith(shown[column]!)) {
          stream.send(event, { text: text.slice(shown[column]!.length) });
          shown[column] = text;
        }
      }
      showAhead();
      if (!now.is_processing) stream.send(store.rowEvent, store.view(now));
      row = now;
    }
  } finally {
    unlisten?.();
    stream.end();
  }
}

/** Stop for a job another process runs: asked through the bus, answered with the row once stored. */
export async function stopElsewhere<Row extends LiveRow>(db: DB, bus: LiveBus, store: LiveStore<Row>, row: Row): Promise<Row> {
  await bus.publish({ kind: store.kind, id: row.id, stop: true });
  let stored: Row | undefined = row;
  for (let waited = 0; stored?.is_processing && waited < 3000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    stored = (await jobTables(db).selectFrom(store.table).selectAll().where('id', '=', row.id).executeTakeFirst()) as Row | undefined;
  }
  return stored ?? row;
}
