// Asks the provider whether a workspace's own key works before it is saved, so a typo is
// refused on the form rather than on the next chat. Only where a provider address is
// configured (OPENAI_BASE_URL, ANTHROPIC_BASE_URL): otherwise the key is saved unchecked, and a
// refused key shows as the provider's error on the first reply. Listing models costs nothing.
import type { Config } from '../config';
import { providerLabels as names } from '../../contract/providers';
import { HttpError } from '../lib/errors';

type Provider = 'openai' | 'anthropic';

export async function checkProviderKey(config: Pick<Config, 'openaiBaseUrl' | 'anthropicBaseUrl'>, provider: Provider, key: string): Promise<void> {
  const base = provider === 'openai' ? config.openaiBaseUrl : config.anthropicBaseUrl;
  if (!base) return;
  const url = provider === 'openai' ? `${base.replace(/\/+$/, '')}/models` : `${base.replace(/\/+$/, '')}/v1/models`;
  const headers: Record<string, string> = provider === 'openai' ? { authorization: `Bearer ${key}` } : { 'x-api-key': key, 'anthropic-version': '2023-06-01' };
  let status: number;
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
    status = response.status;
    await response.body?.cancel();
  } catch {
    throw new HttpError(502, `${names[provider]} could not be reached to check this key. Please try again later.`);
  }
  if (status === 401 || status === 403) throw new HttpError(400, `${names[provider]} did not accept this API key.`);
  if (status >= 500) throw new HttpError(502, `${names[provider]} could not check this key right now. Please try again later.`);
}
