// The sandbox gateway's authentication page (GET /api/billing/sandbox/authenticate/{orderId}),
// standing in for the bank's 3-D Secure page Stripe would show: what is being paid, and two
// plain links that return to the app's payment-callback page as Stripe would, with the payment
// intent that says how it went (server/payments/sandbox.ts). No script at all; its one inline
// style is allowed by its hash, so the page keeps a policy as strict as the app's own.
import { createHash } from 'node:crypto';
import { sandboxIntent } from '../payments/sandbox';

const style = `body{font:16px/1.5 system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f4f5;color:#18181b}
main{background:#fff;border-radius:12px;padding:32px;max-width:420px;width:calc(100% - 32px);box-sizing:border-box;box-shadow:0 1px 3px #0002}
h1{font-size:20px;margin:0 0 8px}p{margin:0 0 16px}.amount{font-size:28px;font-weight:600}
a{display:block;text-align:center;padding:12px;border-radius:8px;text-decoration:none;font-weight:600;margin-top:12px}
.complete{background:#4f46e5;color:#fff}.fail{border:1px solid #d4d4d8;color:#18181b}
a:focus-visible{outline:3px solid #818cf8;outline-offset:2px}
@media (prefers-color-scheme:dark){body{background:#18181b;color:#f4f4f5}main{background:#27272a}.fail{color:#f4f4f5;border-color:#52525b}}`;

const styleHash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;

/** The page's own policy: nothing loads, nothing runs, only its style applies; it may not be framed. */
export const sandboxPagePolicy = `default-src 'none'; style-src ${styleHash}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function sandboxPage(order: { id: string; description: string; total: number; currency: string }): string {
  const amount = new Intl.NumberFormat('en', { style: 'currency', currency: order.currency.toUpperCase() }).format(order.total);
  const back = (intent: string) => `/payment-callback/${encodeURIComponent(order.id)}/stripe?payment_intent=${encodeURIComponent(intent)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Authenticate your payment</title><style>${style}</style></head>
<body><main>
<h1>Authenticate your payment</h1>
<p>This is the sandbox's stand-in for your bank's check. No real card is charged.</p>
<p>${escape(order.description)}<br><span class="amount">${escape(amount)}</span></p>
<a class="complete" href="${escape(back(sandboxIntent(order.id)))}">Complete authentication</a>
<a class="fail" href="${escape(back(`${sandboxIntent(order.id)}_failed`))}">Fail authentication</a>
</main></body></html>`;
}
