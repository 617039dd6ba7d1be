// The real server (in-memory PGlite, scripted chat engine) listening on a free port, and
// gateway sessions pointed at it the way the browser is: createRest + createGatewayClient.
import type { AddressInfo } from 'node:net';
import type { Client } from '@urql/core';
import { onEnd, pipe, subscribe } from 'wonka';
import { createGatewayClient } from '../../../src/gateway/client';
import { createRest, memoryStorage } from '../../../src/gateway/rest';
import { SignupGuestMutation } from '../../../src/gateway/signin/operations';
import { SendMessageSubscription } from '../../../src/gateway/chat/operations';
import type { SendMessageInput, SendMessageSubscription as SendMessageResult } from '../../../src/gateway/generated/graphql';
import type { MusicEngines } from '../../../server/engines/music/types';
import { buildTestApp } from '../../server/helpers/app';
import { replyWith, scriptedEngines, type Script } from '../../server/helpers/fake-engine';

export type ChatEvent = SendMessageResult['sendMessage'];

/**
 * `options.env` (e.g. OPENAI_BASE_URL of a fake provider server) makes the server's real engines
 * answer instead of the script; `engine` then records nothing. `options.musicEngines`: a fake
 * music engine for the composer.
 */
export async function startGateway(script: Script = replyWith(['Hello', ', ', 'world']), options: { env?: Record<string, string>; musicEngines?: MusicEngines } = {}) {
  const engine = scriptedEngines(script);
  const app = await buildTestApp({ ...(options.env ? { env: options.env } : { chatEngines: engine.engines }), musicEngines: options.musicEngines });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  /** A fresh browser tab: its own token storage, and a log of every request it makes. */
  function session() {
    const storage = memoryStorage();
    const requests: string[] = [];
    const rest = createRest({
      baseUrl,
      storage,
      fetch: (input, init) => {
        requests.push(`${init?.method ?? 'GET'} ${String(input).slice(baseUrl.length)}`);
        return fetch(input, init);
      },
    });
    return { rest, storage, requests, client: createGatewayClient(rest) };
  }

  /** A session already signed up as a guest through the gateway. */
  async function guestSession(firstName = 'Grace') {
    const tab = session();
    const result = await tab.client.mutation(SignupGuestMutation, { firstName }).toPromise();
    if (result.error) throw result.error;
    tab.requests.length = 0;
    return tab;
  }

  return { app, engine, baseUrl, session, guestSession, close: () => app.close() };
}

/** Every event of one send; resolves when urql ends the subscription's source. */
export function sendMessage(client: Client, input: SendMessageInput): Promise<ChatEvent[]> {
  return new Promise((resolve, reject) => {
    const events: ChatEvent[] = [];
    pipe(
      client.subscription(SendMessageSubscription, { input }),
      onEnd(() => resolve(events)),
      subscribe((result) => {
        if (result.error) reject(result.error);
        else events.push(result.data!.sendMessage);
      }),
    );
  });
}
