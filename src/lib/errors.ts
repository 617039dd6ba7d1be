// Turns whatever a failed call threw (urql CombinedError, the gateway's RestError, a plain
// Error) into one line a person can read, without the "[GraphQL]" / "[Network]" prefixes.

interface ErrorLike {
  message?: unknown;
  status?: unknown;
  networkError?: unknown;
  graphQLErrors?: ReadonlyArray<{ message?: unknown; originalError?: unknown }>;
  originalError?: unknown;
}

export function errorText(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  const e = (error ?? {}) as ErrorLike;
  const cause = e.graphQLErrors?.[0] ?? (e.networkError as ErrorLike | undefined);
  const message = cause?.message ?? e.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}

/** The HTTP status behind an error: 0 for a network failure, undefined when unknown. */
export function errorStatus(error: unknown): number | undefined {
  const e = (error ?? {}) as ErrorLike;
  if (e.networkError) return statusOf(e.networkError) ?? 0;
  const original = e.graphQLErrors?.[0]?.originalError ?? e.originalError;
  return statusOf(e) ?? statusOf(original);
}

function statusOf(value: unknown): number | undefined {
  const status = (value as ErrorLike | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}
