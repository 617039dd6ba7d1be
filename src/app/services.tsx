import { createContext, useContext, type ReactNode } from 'react';
import { Provider, type Client } from 'urql';
import type { Rest } from '../gateway/rest';

// The two long-lived objects main.tsx creates once: the REST client (holds the JWT) and the
// urql client (graphcache) over it. Tests create their own against a real test server.

export interface AppServices {
  rest: Rest;
  client: Client;
}

const RestContext = createContext<Rest | null>(null);

export function AppServicesProvider({ rest, client, children }: AppServices & { children: ReactNode }) {
  return (
    <RestContext.Provider value={rest}>
      <Provider value={client}>{children}</Provider>
    </RestContext.Provider>
  );
}

export function useRest(): Rest {
  const rest = useContext(RestContext);
  if (!rest) throw new Error('useRest() outside <AppServicesProvider>');
  return rest;
}
