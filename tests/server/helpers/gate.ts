// A gate a fake engine waits at: held, the jobs that reach it wait (seen queued or running by a
// test), released, they go on. Open unless held.
export interface Gate {
  hold(): void;
  release(): void;
  /** Resolves at once while open; while held, when released. */
  pass(): Promise<void>;
}

export function gate(): Gate {
  let held: { promise: Promise<void>; open(): void } | null = null;
  return {
    hold() {
      let open = () => {};
      const promise = new Promise<void>((resolve) => (open = resolve));
      held = { promise, open };
    },
    release() {
      held?.open();
      held = null;
    },
    pass: async () => held?.promise,
  };
}
