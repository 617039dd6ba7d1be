// Turns SDK errors from either provider into Errors whose message can be shown to the user as is.
// Both SDKs throw an APIError carrying the HTTP `status`; connection failures have none.

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
}

export function providerError(error: unknown, context: ProviderErrorContext): Error {
  const { label, model } = context;
  const status = statusOf(error);
  const detail = upstreamMessage(error);
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
