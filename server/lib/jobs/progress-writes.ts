// A job's progress as it is stored: a job may report it thousands of times a second (per frame,
// per sample), and each report would be a write; the item's page needs a fresh value a few
// times a second at most.

/** At most one write every `everyMs`; the last value is always written (unless cancelled). */
export function throttled(everyMs: number, write: (fraction: number) => Promise<void>) {
  let lastAt = -Infinity;
  let pending: number | null = null;
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    timer = null;
    if (pending === null) return;
    const fraction = pending;
    pending = null;
    lastAt = Date.now();
    void write(fraction).catch(() => {});
  };
  return {
    update(fraction: number) {
      pending = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
      const wait = lastAt + everyMs - Date.now();
      if (wait <= 0) flush();
      else timer ??= setTimeout(flush, wait).unref();
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = null;
    },
  };
}
