// Errors in OpenAI's shape, `{ error: { message, type, param, code } }`, so OpenAI's clients raise
// the error class they would for api.openai.com (401 AuthenticationError, 404 NotFoundError, …).
import type { FastifyError } from 'fastify';
import type { OpenAIErrorBody } from '../../contract/openai-api';
import { HttpError } from '../lib/errors';

export class OpenAIError extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly type: string,
    readonly code: string | null = null,
    readonly param: string | null = null,
  ) {
    super(statusCode, message);
  }
}

export const invalidRequest = (message: string, param: string | null = null, code: string | null = null) => new OpenAIError(400, message, 'invalid_request_error', code, param);

export const modelNotFound = (model: string, why?: string) =>
  new OpenAIError(404, `The model \`${model}\` does not exist or you do not have access to it.${why ? ` ${why}` : ''}`, 'invalid_request_error', 'model_not_found', 'model');

/** The type and code OpenAI gives a status, for errors the rest of the server raised with only a status. */
const byStatus: Record<number, [type: string, code: string | null]> = {
  400: ['invalid_request_error', null],
  401: ['invalid_request_error', 'invalid_api_key'],
  402: ['insufficient_quota', 'insufficient_quota'],
  403: ['invalid_request_error', null],
  404: ['invalid_request_error', null],
  413: ['invalid_request_error', 'request_too_large'],
  415: ['invalid_request_error', null],
  429: ['rate_limit_exceeded', 'rate_limit_exceeded'],
};

/** Any failure as OpenAI words it: our own errors keep their status and message; a provider's is a 502. */
export function openAIErrorOf(error: unknown): { status: number; body: OpenAIErrorBody } {
  if (error instanceof OpenAIError) {
    return { status: error.statusCode, body: { error: { message: error.message, type: error.type, param: error.param, code: error.code } } };
  }
  const status =
    error instanceof HttpError ? error.statusCode : typeof (error as FastifyError | null)?.statusCode === 'number' ? (error as FastifyError).statusCode! : 500;
  if ((error as FastifyError | null)?.validation) {
    return { status: 400, body: { error: { message: (error as FastifyError).message, type: 'invalid_request_error', param: null, code: null } } };
  }
  if (status >= 500) {
    return { status: 500, body: { error: { message: 'Something went wrong on our side. Please try again later.', type: 'server_error', param: null, code: null } } };
  }
  const [type, code] = byStatus[status] ?? ['invalid_request_error', null];
  return { status, body: { error: { message: (error as Error).message, type, param: null, code } } };
}

/**
 * An engine's failure (provider refused, unreachable, interrupted): its message is written for
 * users. One the caller's workspace can fix (its own key revoked) keeps its 4xx and its code.
 */
export function providerFailure(error: unknown): OpenAIError {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof HttpError && error.statusCode < 500) return new OpenAIError(error.statusCode, message, 'invalid_request_error', error.reason ?? null);
  return new OpenAIError(502, message, 'api_error', 'upstream_error');
}
