import type { Client } from '@urql/core';

// A machine that reaches the server gets the gateway's urql client once, in its input (the
// screen takes it from the provider at the root), keeps it in its context and hands it to
// each effect in that effect's input. So no screen builds actors, and a test swaps one effect
// by name with `machine.provide({ actors: { name: … } })`. Left optional so a test that
// swaps every effect can start the machine without a client.

/** What a machine's input, and each of its effects' inputs, carry besides their own fields. */
export interface WithGateway {
  client?: Client | null;
}

/** The client an effect was given; a machine started without one fails at its first call, saying so. */
export function gatewayOf(input: WithGateway, machine: string): Client {
  if (!input.client) throw new Error(`${machine} was started without the gateway client (input.client)`);
  return input.client;
}
