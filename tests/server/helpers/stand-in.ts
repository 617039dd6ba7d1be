// A stand-in for something a hook starts: a suite's body runs before its hooks, so a helper that
// registers beforeAll cannot hand back the started thing itself. The stand-in reaches the current
// one at each use, so a test writes `app.inject(...)` as if `app` were a plain value.

/** `what` names the thing in the error for a use before it is started. */
export function standIn<T extends object>(what: string, current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, key) {
      const real = current();
      if (!real) throw new Error(`${what} is not started yet: use it in a test or a hook registered after the helper`);
      const value: unknown = Reflect.get(real, key, real);
      // Methods run with the real object as `this`, not the stand-in.
      return typeof value === 'function' ? value.bind(real) : value;
    },
  });
}
