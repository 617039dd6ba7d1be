// Asks the provider whether a workspace's own key works before it is saved, so a key the
// provider never confirmed is refused on the form rather than failing every chat and
// classification afterwards. It asks where the engines will send the key: OPENAI_BASE_URL /
// ANTHROPIC_BASE_URL when set, else the providers' own API. Listing models costs nothing and
// needs a valid key at both providers (an OpenAI-compatible local server may accept any).
// A key that cannot be checked (provider unreachable or failing) is not saved either.
import type { Config } from '../config';
import { providerLabels as names } from '../../contract/providers';
import { HttpError } from '../lib/errors';

type Provider = 'openai' | 'anthropic';

/** The SDKs' defaults: where a key goes when no base URL is configured. */
const defaultBases: Record<Provider, string> = { openai: 'https://api.openai.com/v1', anthropic: 'https://api.anthropic.com' };

export async function checkProviderKey(config: Pick<Config, 'openaiBaseUrl' | 'anthropicBaseUrl'>, provider: Provider, key: string): Promise<void> {
  const base = ((provider === 'openai' ? config.openaiBaseUrl : config.anthropicBaseUrl) ?? defaultBases[provider]).replace(/\/+$/, '');
  const url = provider === 'openai' ? `${base}/models` : `${base}/v1/models`;
  const headers: Record<string, string> = provider === 'openai' ? { authorization: `Bearer ${key}` } : { 'x-api-key': key, 'anthropic-version': '2023-06-01' };
  const name = names[provider];
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
    body = await response.json().catch(() => null);
  } catch {
    throw new HttpError(502, `${name} could not be reached to check this API key, so it was not saved. Please try again later.`);
  }
  if (response.status === 401 || response.status === 403) {
    throw new HttpError(400, `The ${name} API key was refused by ${name}: ${providerWords(body) ?? `status ${response.status}`}.`.replace(/\.\.$/, '.'));
  }
  if (!response.ok) throw new HttpError(502, `${name} could not check this API key right now (status ${response.status}), so it was not saved. Please try again later.`);
}

/** Both providers answer `{ error: { message } }` (Anthropic with a `type` beside it). */
function providerWords(body: unknown): string | null {
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === 'string' && message.trim() ? message.trim().slice(0, 300) : null;
}
