import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors';
import { isUnreadableForm } from './forms';

/** One place that turns every failure into `{ message }` with the right status. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send(error.reason ? { message: error.message, code: error.reason } : { message: error.message });
    if (isUnreadableForm(request, error)) {
      return reply.status(400).send({ message: `The form could not be read: ${error.message}` });
    }
    if ('validation' in error && error.validation) {
      return reply.status(400).send({ message: validationMessage(error) });
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
    if (reply.statusCode >= 400 && !request.raw.complete) reply.header('connection', 'close');
    done(null, payload);
  });
}

/** For the /api scope: an unknown API path is a JSON 404 (outside /api main.ts serves the SPA). */
export function registerApiNotFound(api: FastifyInstance) {
  api.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}.` });
  });
}

/** "content must NOT have fewer than 1 characters" → "The field content must not have fewer than 1 characters." */
function validationMessage(error: FastifyError): string {
  const first = error.validation![0]!;
  const missing = first.params && 'missingProperty' in first.params ? String(first.params.missingProperty) : null;
  if (missing) return `The field ${missing} is required.`;
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const what = (first.message ?? 'is invalid').replace(/^must NOT/, 'must not');
  return field ? `The field ${field} ${what}.` : `The request ${error.validationContext ?? 'body'} ${what}.`;
}
