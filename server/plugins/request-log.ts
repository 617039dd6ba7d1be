// What the log says about requests. fastify's own request logging writes two lines per request
// at info, the default level: on a busy server that was a quarter of a list read's cost, and a
// log nobody reads. Instead, one line per request where it helps:
// - a request slower than a second, at warn: worth a look whatever the level;
// - a request that ended with an error (the connection failed mid-answer), at error;
// - every request at LOG_LEVEL=debug.
// Failed requests are logged with their error by the error handler (errors.ts). The line names
// the path, never the query string, which may carry what a user searched for.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const slowMs = 1000;
const everyRequest = new Set(['debug', 'trace']);

export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const ms = reply.elapsedTime;
    if (!error && ms < slowMs && !everyRequest.has(request.log.level)) return;
    const line = { method: request.method, path: request.url.split('?', 1)[0], status: reply.statusCode, ms: Math.round(ms) };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else if (ms >= slowMs) request.log.warn(line, 'slow request');
    else request.log.debug(line, 'request');
  }
}
