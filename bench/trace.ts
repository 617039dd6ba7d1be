// Reading a Chrome trace (Playwright's browser.startTracing, categories devtools.timeline and
// toplevel): the page's main-thread tasks, grouped into bursts of work.

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

export interface Burst {
  start: number;
  end: number;
  /** Busy time inside the burst, ms. */
  cost: number;
}

/** The complete events of the page's main thread (times in ms), in order. */
export function mainThreadEvents(events: TraceEvent[]): { name: string; start: number; dur: number }[] {
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) throw new Error('no renderer main thread in the trace');
  return events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .map((e) => ({ name: e.name, start: e.ts / 1000, dur: e.dur! / 1000 }))
    .sort((a, b) => a.start - b.start);
}

const TASK = 'ThreadControllerImpl::RunTask';

/** Tasks less than `gapMs` apart belong to one burst. */
export function bursts(events: ReturnType<typeof mainThreadEvents>, gapMs: number): Burst[] {
  const result: Burst[] = [];
  for (const task of events.filter((e) => e.name === TASK)) {
    const last = result.at(-1);
    if (!last || task.start - last.end > gapMs) result.push({ start: task.start, end: task.start + task.dur, cost: task.dur });
    else {
      last.end = Math.max(last.end, task.start + task.dur);
      last.cost += task.dur;
    }
  }
  return result;
}

export function longestTask(events: ReturnType<typeof mainThreadEvents>): number {
  return Math.max(0, ...events.filter((e) => e.name === TASK).map((e) => e.dur));
}

/** DEBUG_TRACE=1: time by event name, and what the costliest bursts did. */
export function printBreakdown(events: ReturnType<typeof mainThreadEvents>, found: Burst[]) {
  const sum = (list: typeof events) => {
    const sums = new Map<string, number>();
    for (const e of list) if (e.name !== TASK) sums.set(e.name, (sums.get(e.name) ?? 0) + e.dur);
    return [...sums].sort((a, b) => b[1] - a[1]);
  };
  console.log(sum(events).slice(0, 12).map(([name, ms]) => `${ms.toFixed(0).padStart(7)} ms ${name}`).join('\n'));
  for (const burst of [...found].sort((a, b) => b.cost - a.cost).slice(0, 6)) {
    const inside = sum(events.filter((e) => e.start >= burst.start && e.start < burst.end));
    console.log(`burst ${burst.cost.toFixed(1)} ms: ${inside.slice(0, 6).map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(', ')}`);
  }
}
