// The page's entry module: applies the remembered theme, creates the long-lived clients and
// renders the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createRest } from './gateway/rest';
import { createGatewayClient } from './gateway/client';
import { App } from './app/App';
import { startInspector } from './app/inspect';
import { applyTheme, readPreferences } from './machines/shell/preferences';
import './ui/global';

// Before anything renders: the stylesheet already follows the system, and only a theme the
// user picked (Light or Dark) needs putting on <html>. No inline script is allowed (CSP).
applyTheme(readPreferences().theme);

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
