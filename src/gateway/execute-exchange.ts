// urql's executeExchange with the gateway's own executor (execute.ts): each query, mutation
// and subscription runs in the page against the REST API; a teardown ends the execution and
// returns the subscription's iterator (which is how a live stream hears Stop or leaving).
import { makeErrorResult, makeResult, mergeResultPatch, type Exchange, type Operation, type OperationResult } from '@urql/core';
import { filter, make, merge, mergeMap, pipe, takeUntil } from 'wonka';
import type { ExecutableSchema } from './executable-schema';
import { execute, subscribe, type ExecutionResult } from './execute';

export interface ExecuteExchangeOptions {
  schema: ExecutableSchema;
  context: (operation: Operation) => unknown;
  /** Loads what the document needs first (a lazy domain, compose.ts); undefined when nothing. */
  prepare?: (document: Operation['query']) => Promise<void> | undefined;
}

export const executeExchange =
  ({ schema, context, prepare }: ExecuteExchangeOptions): Exchange =>
  ({ forward }) =>
  (operations) => {
    const executed = pipe(
      operations,
      filter((operation) => operation.kind === 'query' || operation.kind === 'mutation' || operation.kind === 'subscription'),
      mergeMap((operation) => {
        const torndown = pipe(
          operations,
          filter((next) => next.kind === 'teardown' && next.key === operation.key),
        );
        return pipe(run(operation, schema, context(operation), prepare), takeUntil(torndown));
      }),
    );
    const forwarded = forward(pipe(operations, filter((operation) => operation.kind === 'teardown')));
    return merge([executed, forwarded]);
  };

function run(operation: Operation, schema: ExecutableSchema, contextValue: unknown, prepare: ExecuteExchangeOptions['prepare']) {
  return make<OperationResult>((observer) => {
    let ended = false;
    let iterator: AsyncIterator<ExecutionResult> | undefined;
    const variables: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(operation.variables ?? {})) if (value !== undefined) variables[name] = value;
    const args = { schema, document: operation.query, variables, context: contextValue };
    // A microtask first, as urql's own exchange does: a teardown in the same tick runs nothing.
    Promise.resolve()
      .then(() => (ended ? undefined : prepare?.(operation.query)))
      .then(() => (ended ? undefined : operation.kind === 'subscription' ? subscribe(args) : execute(args)))
      .then(async (result) => {
        if (ended || !result) return;
        if (!(Symbol.asyncIterator in result)) {
          observer.next(makeResult(operation, result));
          return;
        }
        iterator = result;
        let last: OperationResult | null = null;
        for (;;) {
          const { done, value } = await iterator.next();
          if (value) observer.next((last = last ? mergeResultPatch(last, value) : makeResult(operation, value)));
          if (done || ended) return;
        }
      })
      .then(
        () => observer.complete(),
        (error: unknown) => {
          observer.next(makeErrorResult(operation, error as Error));
          observer.complete();
        },
      );
    return () => {
      ended = true;
      void iterator?.return?.();
    };
  });
}
