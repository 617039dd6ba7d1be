// One chat reply over the real API, timed from the request to the first token and the end.
import { createRest } from '../src/gateway/rest';
import { createGatewayClient } from '../src/gateway/client';
import { SignupGuestMutation } from '../src/gateway/signin/operations';
import { memoryStorage } from './memory-storage';

export async function streamOneReply(baseUrl: string, prompt: string) {
  const rest = createRest({ baseUrl, storage: memoryStorage() });
  const client = createGatewayClient(rest);
  const signup = await client.mutation(SignupGuestMutation, { firstName: 'Bench' }).toPromise();
  if (signup.error) throw signup.error;
  const conversation = await rest.post<{ id: string }>('/ai/conversations', {});

  const started = performance.now();
  let firstTokenMs = 0;
  let tokens = 0;
  for await (const { event } of rest.stream(`/ai/conversations/${conversation.id}/messages`, { content: prompt }, new AbortController().signal)) {
    if (event !== 'token') continue;
    if (!tokens) firstTokenMs = performance.now() - started;
    tokens++;
  }
  const totalMs = performance.now() - started;
  return { firstTokenMs, tokens, tokensPerSecond: (tokens * 1000) / totalMs };
}
