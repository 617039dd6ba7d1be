import type { FastifyReply } from 'fastify';

export interface EventStream {
  send(event: string, data: unknown): void;
  end(): void;
  /** True once the client went away (or the stream was ended). */
  readonly closed: boolean;
  /** Called once if the client disconnects before end(). */
  onDisconnect(listener: () => void): void;
}

/**
 * Takes the response over from fastify and writes Server-Sent Events by hand: each event is
 * written as soon as it exists, because a buffered token is a token the user does not see.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Stops nginx-style proxies from buffering the stream.
    'x-accel-buffering': 'no',
  });
  response.flushHeaders();
  let closed = false;
  const listeners: (() => void)[] = [];
  response.on('close', () => {
    if (closed) return;
    closed = true;
    for (const listener of listeners) listener();
  });
  return {
    send(event, data) {
      if (closed) return;
      response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (closed) return;
      closed = true;
      response.end();
    },
    get closed() {
      return closed;
    },
    onDisconnect(listener) {
      listeners.push(listener);
    },
  };
}
