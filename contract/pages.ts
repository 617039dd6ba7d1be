// The app's pages, the one table of them: which path shows which screen (a file under
// src/screens/, named without its extension, ending in `Screen`, or a page putting domains together, `pages/<Name>Page`), the sidebar entry (`nav`), the
// account menu's link (`menu`) and a visually hidden heading for a screen without a visible one
// (`heading`, for every path of its key). The browser's routes table, its lazy chunks (one per
// screen file), the sidebar, the account menu and the headings are all built from it
// (src/app/routes.tsx); the server reads it to send with
// index.html a preload of the screen's chunks, so they download alongside the entry instead of
// after it has run (server/spa-preload.ts). A new page is one entry here and its screen file.
// Paths are wouter's (`:name` segments) or a RegExp. Anything no page matches is the
// not-found screen.

import { parse } from 'regexparam';

// Conversation ids are 20 url-safe characters (server/lib/ids.ts). Only those open the chat:
// `/workspace` or `/billing` are pages, not conversations.
export const conversationPath = /^\/(?<conversationId>[A-Za-z0-9_-]{20})\/?$/;

export const pages = [
  { path: '/', key: 'chat', screen: 'pages/ChatPage', heading: 'Chat', nav: { label: 'Chat', icon: 'chat', section: 'tools' } },
  { path: conversationPath, key: 'chat', screen: 'pages/ChatPage' },
  // A prompt opens as a modal over the chat (SPEC §2).
  { path: '/prompts/:promptId', key: 'chat', screen: 'pages/ChatPage' },
  { path: '/app/chat', key: 'app-chat', screen: 'chat/AppChatRedirectScreen' },
  { path: '/share/:id', key: 'share', screen: 'library/ShareScreen' },
  // The classifier (SPEC §2): the form, and with an id one classification shown beside it; one
  // mounted screen for both, so the history stays as it is while the reader moves through it.
  { path: '/app/classifier', key: 'classifier', screen: 'classifier/ClassifierScreen', nav: { label: 'Classifier', icon: 'classifier', section: 'tools' } },
  { path: '/app/classifier/:id', key: 'classifier', screen: 'classifier/ClassifierScreen' },
  // The model catalogue (SPEC §2); `?model={key}` opens one model's detail over it.
  { path: '/models', key: 'models', screen: 'catalogue/CatalogueScreen' },
  // The writer and the coder (SPEC §2): one screen, the kind named by the address; the form, and
  // with an id the document shown beside it (`/writer/{presetId}` opens a template instead).
  { path: '/writer', key: 'writer', screen: 'writer/WriterScreen', nav: { label: 'Writer', icon: 'writer', section: 'tools' } },
  { path: '/writer/:id', key: 'writer', screen: 'writer/WriterScreen' },
  { path: '/app/coder', key: 'coder', screen: 'writer/WriterScreen', nav: { label: 'Coder', icon: 'coder', section: 'tools' } },
  { path: '/app/coder/:id', key: 'coder', screen: 'writer/WriterScreen' },
  // Billing (SPEC §2): the plans, checkout (a plan, or `/checkout/credits?amount=`), the
  // billing page, an order's receipt, and the page a card's authentication returns to.
  { path: '/billing/plans', key: 'plans', screen: 'billing/PlansScreen' },
  { path: '/checkout/:planId', key: 'checkout', screen: 'billing/CheckoutScreen' },
  { path: '/billing', key: 'billing', screen: 'billing/BillingScreen' },
  { path: '/billing/orders/:id/receipt', key: 'receipt', screen: 'billing/ReceiptScreen' },
  { path: '/payment-callback/:orderId/stripe', key: 'payment-callback', screen: 'billing/PaymentCallbackScreen' },
  // Workspaces (SPEC §2): the workspace page, and an invitation's mailed link.
  { path: '/workspace', key: 'workspace', screen: 'workspaces/WorkspaceScreen' },
  { path: '/invitations/:token', key: 'invitation', screen: 'workspaces/InvitationScreen' },
  { path: '/login', key: 'login', screen: 'account/LoginScreen' },
  { path: '/signup', key: 'signup', screen: 'account/SignupScreen' },
  // The dashboard (SPEC §2): recent documents, the 30-day usage chart, and the pending path.
  { path: '/dashboard', key: 'dashboard', screen: 'dashboard/DashboardScreen', menu: { label: 'Dashboard' } },
  // The account page, and the password reset: asking for the link, then the link's own page.
  { path: '/account', key: 'account', screen: 'account/AccountScreen', menu: { label: 'Account settings' } },
  // The affiliate program (SPEC §2): the referral link, earnings, payout method and payouts.
  { path: '/affiliate', key: 'affiliate', screen: 'affiliate/AffiliateScreen', menu: { label: 'Affiliate program' } },
  { path: '/reset-password', key: 'password-reset', screen: 'account/PasswordResetScreen' },
  { path: '/reset-password/:token', key: 'password-reset', screen: 'account/PasswordResetScreen' },
  // The link mailed when 2FA was turned on: with the password, it turns 2FA off again.
  { path: '/account/undo-2fa/:token', key: 'undo-2fa', screen: 'account/UndoTwoFactorScreen' },
  // The admin page (SPEC §2, §6): payouts to settle, feedback and claims; the server refuses non-admins.
  { path: '/admin', key: 'admin', screen: 'admin/AdminScreen', menu: { label: 'Admin', adminsOnly: true } },
  { path: '/app/voiceover', key: 'voiceover', screen: 'voiceover/VoiceoverScreen', nav: { label: 'Voiceover', icon: 'voiceover', section: 'tools' } },
  { path: '/app/voiceover/:id', key: 'voiceover', screen: 'voiceover/VoiceoverScreen' },
  { path: '/app/transcriber', key: 'transcriber', screen: 'transcriber/TranscriberScreen', nav: { label: 'Transcriber', icon: 'transcriber', section: 'tools' } },
  { path: '/app/transcriber/:id', key: 'transcriber', screen: 'transcriber/TranscriberScreen' },
  { path: '/app/voice-isolator', key: 'voice-isolator', screen: 'voice-isolator/VoiceIsolatorScreen', nav: { label: 'Voice isolator', icon: 'isolator', section: 'tools' } },
  { path: '/app/voice-isolator/:id', key: 'voice-isolator', screen: 'voice-isolator/VoiceIsolatorScreen' },
  { path: '/app/composer', key: 'composer', screen: 'composer/ComposerScreen', nav: { label: 'Composer', icon: 'composer', section: 'tools' } },
  { path: '/app/composer/:id', key: 'composer', screen: 'composer/ComposerScreen' },
] as const satisfies readonly PageEntry[];

interface PageEntry {
  path: string | RegExp;
  /** Paths that share a key share one mounted screen (src/app/routes.tsx). */
  key: string;
  screen: `${string}/${string}Screen` | `pages/${string}Page`;
  /** A sidebar entry, in table order; `icon` names one of src/ui/icons.tsx (routes.tsx checks it). */
  nav?: { label: string; icon: string; section: 'tools' | 'library' };
  /** A link in the account menu, in table order; `adminsOnly`: shown to admins only (the server refuses everyone else anyway). */
  menu?: { label: string; adminsOnly?: boolean };
  heading?: string;
}

export const notFoundScreen = 'not-found/NotFoundScreen';

export type Page = (typeof pages)[number];
export type ScreenName = Page['screen'] | typeof notFoundScreen;

/** The screen a path shows, matched as wouter matches it (regexparam, or the page's RegExp). */
export function screenFor(pathname: string): ScreenName {
  return patterns.find(({ pattern }) => pattern.test(pathname))?.screen ?? notFoundScreen;
}

// Compiled once: the server matches every page request against them.
const patterns = pages.map((page) => ({ pattern: typeof page.path === 'string' ? parse(page.path).pattern : page.path, screen: page.screen }));

/** Where a login without `?redirect=` lands: SPEC §2 sends an admin to `/admin`, everyone else to the chat. */
export function homeFor(isAdmin: boolean): string {
  return isAdmin && pages.some((page) => page.path === '/admin') ? '/admin' : '/';
}

/** The login link keeps the page to come back to; from home there is nothing to keep. */
export function loginHref(location: string): string {
  return location === '/' ? '/login' : `/login?redirect=${encodeURIComponent(location)}`;
}
