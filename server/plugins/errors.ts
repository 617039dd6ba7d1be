import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors';
import { isUnreadableForm } from './forms';
import { validationMessage } from './validation-message';

/** One place that turns every failure into `{ message }` with the right status. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send(error.reason ? { message: error.message, code: error.reason } : { message: error.message });
    if (isUnreadableForm(request, error)) {
      return reply.status(400).send({ message: `The form could not be read: ${error.message}` });
    }
    if ('validation' in error && error.validation) {
      return reply.status(400).send({ message: validationMessage(error.validation as ErrorObject[], error.validationContext) });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: 'Something went wrong on our side. Please try again later.' });
    }
    // Framework errors below 500 (bad JSON, body too large, rate limit) carry a readable message.
    return reply.status(status).send({ message: error.message });
  });

  // A request refused before its body arrived in full (not logged in, not yours, too large):
  // the connection is closed after the answer rather than read to the end, so an upload
  // nobody will use costs neither time nor memory.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 && !request.raw.complete) {
      reply.header('connection', 'close');
      lingerOnClose(request.raw);
    }
    done(null, payload);
  });
}

/** How long a refused upload's connection stays open after the answer, its bytes discarded. */
export const lingerMs = 1000;

/**
 * Closing a socket that still has unread bytes makes the kernel send a reset, and a client still
 * sending its upload may then lose the answer it was already sent ("connection reset" instead of
 * the 413 and its words), which happened on a loaded machine. So, as nginx's lingering close does,
 * the connection is half-closed after the answer and what still arrives is read and dropped, until
 * the client closes its side or `lingerMs` has passed: at most a second of upload, never stored.
 */
function lingerOnClose(incoming: IncomingMessage) {
  const socket = incoming.socket;
  if (!socket || socket.destroyed) return;
  // Node's HTTP server ends a `connection: close` response with destroySoon(); this replaces it.
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), lingerMs);
    timer.unref();
    this.once('end', () => this.destroy());
    this.once('close', () => clearTimeout(timer));
    // The request's own stream too: what the HTTP parser still takes from the socket is dropped.
    incoming.resume();
    this.resume();
  };
}

/** For the /api scope: an unknown API path is a JSON 404 (outside /api main.ts serves the SPA). */
export function registerApiNotFound(api: FastifyInstance) {
  api.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}.` });
  });
}
