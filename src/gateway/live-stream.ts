// A live job's SSE stream (a chat reply today; a writer's or coder's document next) as the
// iterator of a GraphQL subscription. A domain brings how its SSE events are typed, which
// event is the last, how the job's id is learned and the route that stops the job; this file
// brings what every live stream needs:
//
// - Every failure is one of the stream's own events (a refused request, an `event: error`
//   typed by the domain, a dropped connection, a stream that just stops), so a consumer has one
//   error path and never sees a GraphQL error for it. The last event ends the stream, and the
//   urql source with it (liveStreamEnds below).
// - Stop versus leaving. urql's teardown calls the iterator's `return()`. With the operation's
//   Stop signal aborted (context.ts) that is Stop: the job's stop route is called and the
//   server ends the job, keeping what was made; the consumer may go on reading to the stored
//   result. Without it the teardown only detaches, like a closed tab: the job goes on, and the
//   domain can offer to re-attach to it.
import type { GatewayContext } from './context';
import { RestError } from './rest';
import type { SseEvent } from './sse';

export interface LiveStream<Event> {
  /** Opens the SSE request, its events a network read at a time; aborting the signal drops the connection. */
  open: (signal: AbortSignal) => AsyncIterable<readonly SseEvent[]>;
  /** An SSE event as the schema's type; null skips it, so the server can add events. */
  eventOf: (sse: SseEvent) => Event | null;
  /**
   * Two events that arrived together as one (a burst of tokens as one text), or null to keep
   * both: every event costs the gateway, the cache, the machine and the screen a turn, and a
   * model that sends thousands of tokens at once would otherwise take seconds to show.
   */
  join?: (before: Event, after: Event) => Event | null;
  /** Nothing follows this event (the stored result, or an error). */
  isLast: (event: Event) => boolean;
  /** The job's id when known up front (re-attaching); null until `jobIdOf` finds it in an event. */
  jobId: string | null;
  jobIdOf: (event: Event) => string | null | undefined;
  /** The route (POST) that stops the job. */
  stopPath: (jobId: string) => string;
  /** A failure as one of the stream's events, with the message the UI shows (and the HTTP status of a refused request). */
  failure: (message: string, status?: number) => Event;
  /** The message of a stream that ended without its last event. */
  interrupted: string;
}

/** An iterator whose `return()` aborts the request at once, even while a read is pending. */
export function liveStream<Event>(context: GatewayContext, stream: LiveStream<Event>): AsyncIterableIterator<Event> {
  const { rest, stop, endStream } = context;
  const controller = new AbortController();
  const events = typedEvents(stream, controller.signal);
  const job = { id: stream.jobId, ended: false };
  let stopSent = false;
  /** Once per job: the server ends it, and this stream with what it stored. */
  const stopJob = () => {
    if (stopSent || !job.id || job.ended) return;
    stopSent = true;
    // Nobody waits for the answer: the stream itself ends with the stored result.
    rest.post(stream.stopPath(job.id), {}).catch(() => {});
  };
  // Stop while still reading: the consumer goes on reading to the stored result, so stop now
  // (or as soon as the job's id arrives) instead of at teardown.
  stop?.addEventListener('abort', stopJob, { once: true });
  const next = async () => {
    const result = await events.next();
    if (result.done) job.ended = true;
    else if (stream.isLast(result.value)) {
      job.ended = true;
      endStream?.();
    } else if (!job.id) {
      job.id = stream.jobIdOf(result.value) ?? null;
      if (job.id && stop?.aborted) stopJob();
    }
    return result;
  };
  return {
    next,
    // An async generator only runs return() after its pending next() settles, which would wait
    // for the next event; aborting first releases that read now.
    return: async (value?: unknown) => {
      const stopping = stop?.aborted && !job.ended && !controller.signal.aborted;
      if (stopping && !job.id) {
        // Stopped before the job's id arrived: read on, unseen, until it does, then stop it.
        void (async () => {
          try {
            while (!job.id && !job.ended) await next();
          } catch {
            // the stream failed: nothing runs on the server to stop
          }
          stopJob();
          controller.abort();
          await events.return(undefined).catch(() => {});
        })();
        return { done: true as const, value: value as undefined };
      }
      if (stopping) stopJob();
      controller.abort();
      return events.return(value as undefined);
    },
    throw: (error?: unknown) => {
      controller.abort();
      return events.throw(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

async function* typedEvents<Event>(stream: LiveStream<Event>, signal: AbortSignal): AsyncGenerator<Event> {
  try {
    for await (const batch of stream.open(signal)) {
      for (const event of joined(stream, batch)) {
        yield event;
        if (stream.isLast(event)) return;
      }
    }
  } catch (error) {
    if (signal.aborted) return;
    if (!(error instanceof RestError)) throw error;
    yield stream.failure(error.message, error.status);
    return;
  }
  // Every job's stream ends with its result or an error; one that just stops gets an error too.
  if (!signal.aborted) yield stream.failure(stream.interrupted);
}

/** A network read's events, typed, with those the domain joins joined (in order). */
function joined<Event>(stream: LiveStream<Event>, batch: readonly SseEvent[]): Event[] {
  const events: Event[] = [];
  for (const sse of batch) {
    const event = stream.eventOf(sse);
    if (event === null) continue;
    const last = events.at(-1);
    const both = last !== undefined && stream.join ? stream.join(last, event) : null;
    if (both) events[events.length - 1] = both;
    else events.push(event);
  }
  return events;
}
