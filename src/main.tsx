import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createRest } from './gateway/rest';
import { createGatewayClient } from './gateway/client';
import { App } from './app/App';
import { startInspector } from './app/inspect';
import './ui/global';

// Created once for the page's lifetime: the REST client holds the JWT, the urql client the cache.
const rest = createRest();
const client = createGatewayClient(rest);

// The inspector (dev only, `?inspect`) must be listening before the first machine starts.
void startInspector().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App rest={rest} client={client} />
    </StrictMode>,
  ),
);
