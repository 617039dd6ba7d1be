// The bundle's budgets and the first-visit targets: read by `npm run bench` (bench/first-load.ts)
// and by the e2e suite on the build it tests (tests/e2e/bundle-budget.e2e.test.ts), so a chunk
// that grows past its budget fails CI too.
import type { ScreenName } from '../contract/pages';
import { allChunks, readManifest } from './bundle';

export const KiB = 1024;

/**
 * The targets for a first visit (issue 9, item 2): JavaScript before the first paint.
 * `prerendered`: the path whose served page may carry its markup prerendered (server/prerendered-pages.ts);
 * when the built page does, it paints before any JavaScript.
 */
export const pageTargets: { page: string; screen: ScreenName; target: number; prerendered?: string }[] = [
  { page: 'the chat (/, /{conversationId})', screen: 'pages/ChatPage', target: 150 * KiB },
  { page: '/login (logged out)', screen: 'account/LoginScreen', target: 120 * KiB, prerendered: '/login' },
  { page: '/signup (logged out)', screen: 'account/SignupScreen', target: 120 * KiB, prerendered: '/signup' },
  { page: '/share/{id} (logged out)', screen: 'library/ShareScreen', target: 120 * KiB },
  { page: '/ (logged out: the chat)', screen: 'pages/ChatPage', target: 120 * KiB, prerendered: '/' },
];

/**
 * Each chunk's budget, gzipped, by its manifest name (a source path, or a shared chunk's name):
 * today's size and a little room. A chunk that grows past it fails the bench; raise a budget
 * only on purpose, in the same change, saying why.
 */
export const chunkBudgets: Record<string, number> = {
  framework: 104 * KiB, // react-dom, xstate, urql and graphcache, wouter, src/ui: every page's first paint
  'index.html': 18 * KiB, // the app: shell, gateway, routes (15.7 KiB: the tools' gateway domains come with their operations, the list of them and of the screens' loaders right after)
  'src/screens/pages/ChatPage.tsx': 16 * KiB,
  'src/screens/messages/MessageList.tsx': 26 * KiB, // the message list, its rows and scrolling
  virtualiser: 11 * KiB, // @tanstack/react-virtual, shared by every long list (9.8 KiB)
  'src/screens/classifier/ClassifierScreen.tsx': 10 * KiB, // form, readable result and history (8.4 KiB)
  'src/screens/writer/WriterScreen.tsx': 11 * KiB, // form, template gallery with its categories strip, documents list (9.1 KiB)
  'src/screens/voiceover/VoiceoverScreen.tsx': 11 * KiB, // voices, history, form, player, three flows (9.6 KiB; the recorder and clone modal load apart)
  // The markdown renderer and sanitiser, shared by the chat's message list and the writer (13.0 KiB).
  Markdown: 16 * KiB,
  'marked.esm': 16 * KiB,
  'src/lib/highlight.ts': 32 * KiB, // code highlighting, once a reply has code
  'src/lib/exports/docx.ts': 68 * KiB, // Word export, on demand
  'src/lib/exports/pdf.ts': 510 * KiB, // PDF export with its embedded fonts, on demand
};
/** Any other chunk. */
export const DEFAULT_CHUNK_BUDGET = 8 * KiB;

/** Every chunk of the build in `distDir` that is over its budget. */
export async function chunksOverBudget(distDir: string) {
  const manifest = await readManifest(distDir);
  const over = [];
  for (const chunk of await allChunks(distDir)) {
    // A shared chunk's key carries its hash (`_framework-Dq….js`): its name is stable.
    const name = chunk.key.startsWith('_') ? (manifest[chunk.key].name ?? chunk.key) : chunk.key;
    const budget = chunkBudgets[name] ?? DEFAULT_CHUNK_BUDGET;
    if (chunk.gzip > budget) over.push({ name, gzip: chunk.gzip, budget });
  }
  return over;
}
