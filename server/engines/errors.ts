// Turns SDK errors from either provider into Errors whose message can be shown to the user as is.
// Both SDKs throw an APIError carrying the HTTP `status`; connection failures have none.
import { HttpError } from '../lib/errors';

export interface ProviderErrorContext {
  /** 'OpenAI' or 'Anthropic', used in the messages. */
  label: string;
  model: string;
  /** Where the request went, so a misconfigured local server is easy to spot. */
  baseURL: string;
  /** True when the SDK reported that the server could not be reached. */
  connectionFailed: boolean;
  /** True once the reply started streaming: a failure then is an interruption. */
  streaming: boolean;
  /** True when the key is the workspace's own (workspace settings), not the platform's. */
  ownKey?: boolean;
}

/**
 * The workspace's own key, refused by its provider after it was saved (revoked, out of its
 * project): 409, since the request is sound and will succeed as it is once the workspace's saved
 * key is changed — a state its owner can fix, not a failure of ours (502) nor of the request (400).
 */
export class WorkspaceKeyRefused extends HttpError {
  constructor(message: string) {
    super(409, message, 'workspace_key_refused');
  }
}

export function providerError(error: unknown, context: ProviderErrorContext): Error {
  const { label, model } = context;
  const status = statusOf(error);
  const detail = upstreamMessage(error);
  if (status === 401 && context.ownKey) {
    // The provider's words may show the key's masked tail, which the workspace page shows its members anyway.
    const reason = /[.!?…]$/.test(detail) ? detail : `${detail}.`;
    return Object.assign(new WorkspaceKeyRefused(`${label} refused the workspace's API key: ${reason} The workspace owner can change it on the workspace page.`), { cause: error });
  }
  let message: string;
  if (status === 401) message = `The ${label} API key was rejected.`;
  else if (status === 403) message = `The ${label} API key is not allowed to use the model "${model}".`;
  else if (status === 404) message = `${label} does not know the model "${model}".`;
  else if (status === 402) message = `The ${label} account has no credit left.`;
  else if (status === 429) message = `${label} is rate-limiting requests or the account is out of credit. Try again shortly.`;
  else if (status === 400 || status === 413 || status === 422) message = `${label} rejected the request: ${detail}`;
  else if (status !== undefined && status >= 500) message = `${label} is having problems right now (status ${status}). Try again shortly.`;
  else if (context.connectionFailed && !context.streaming) message = `Could not reach ${label} at ${context.baseURL}.`;
  else if (context.streaming) message = `The ${label} reply was interrupted: ${detail}`;
  else message = `${label} request failed: ${detail}`;
  return new Error(message, { cause: error });
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

// SDK messages look like `401 {"error":...}` or `400 Invalid model`; keep the readable part.
function upstreamMessage(error: unknown): string {
  const body = (error as { error?: { error?: { message?: unknown }; message?: unknown } } | null)?.error;
  const nested = body?.error?.message ?? body?.message;
  if (typeof nested === 'string' && nested) return nested;
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^\d{3}\s+/, '') || 'unknown error';
}
