// Checks that the import arrows in eslint.config.js still bite. A layer rule that stops
// matching (a folder renamed, a glob mistyped, an import the resolver cannot follow) fails
// silently: the lint just gets quieter. So each arrow is tried here with a file that breaks
// it and, where it matters, one that keeps it, linted as if it stood at that path.
//
// The importing file need not exist (ESLint lints the text we give it at that path), so the
// coming server/<domain>/ layout is checked before any of it is written; the imported file
// must exist for the resolver to follow it, so each case imports a real file of the layer and
// is skipped, and listed, while the layer has none yet.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';

const root = join(import.meta.dirname, '..');
const arrowRules = new Set(['import-x/no-restricted-paths', 'no-restricted-imports', 'import-x/no-unresolved']);

/** A file of the repository by its path, or the first source file under a folder whose path matches. */
function fileIn(path: string, matching = /\.tsx?$/): string | undefined {
  const full = join(root, path);
  if (!existsSync(full)) return undefined;
  if (statSync(full).isFile()) return matching.test(path) ? path : undefined;
  for (const name of readdirSync(full).sort()) {
    if (name === 'node_modules' || (name.includes('.') && !/\.tsx?$/.test(name))) continue;
    const found = fileIn(join(path, name), matching);
    if (found) return found;
  }
  return undefined;
}

// One real file of each layer, found afresh on every run, so the checks follow files as they move.
const layer: Record<string, string | undefined> = {
  screens: fileIn('src/screens'),
  machines: fileIn('src/machines'),
  app: fileIn('src/app'),
  'main.tsx': fileIn('src/main.tsx'),
  ui: fileIn('src/ui'),
  lib: fileIn('src/lib'),
  'gateway rest.ts': fileIn('src/gateway/rest.ts'),
  'gateway client.ts': fileIn('src/gateway/client.ts'),
  'gateway generated types': fileIn('src/gateway/generated/graphql.ts'),
  'gateway operations': fileIn('src/gateway', /\/operations\.ts$/),
  'server routes': fileIn('server', /(\/routes\/.*|routes)\.ts$/),
  'server services': fileIn('server', /(\/services\/.*|\/service|-service)\.ts$/),
  'server repositories': fileIn('server', /(\/repositories\/.*|\/repository|-repository)\.ts$/),
  'db connection': fileIn('server/db/connect.ts'),
  'db table types': fileIn('server/db/types.ts'),
  'an engine': fileIn('server/engines/index.ts'),
  'the engines interface': fileIn('server/engines/types.ts'),
  'server app.ts': fileIn('server/app.ts'),
  contract: fileIn('contract'),
  'a missing file': 'src/screens/no-such-file.ts',
  'a chat screen file': fileIn('src/screens/chat'),
  'the share page': fileIn('src/screens/library/ShareScreen.tsx'),
  'the history drawer': fileIn('src/screens/library/HistoryDrawer.tsx'),
  'a page': fileIn('src/screens/pages'),
  'a shared list view': fileIn('src/screens/lists'),
  'the shared message list': fileIn('src/screens/messages'),
  'a billing machine': fileIn('src/machines/billing'),
  'the shared list machine': fileIn('src/machines/lists'),
  'machines gatewayClient.ts': fileIn('src/machines/gatewayClient.ts'),
};

interface Case {
  /** where the importing file stands */
  at: string;
  /** the layer whose file it imports (a key of `layer`), or a package name */
  imports: string;
  /** the import's names, for the rules that check names */
  names?: string[];
  /** the rule that should refuse it; none for an import that must pass */
  refusedBy?: string;
}

const nav = 'import-x/no-restricted-paths';
const named = 'no-restricted-imports';

const cases: Case[] = [
  // the two halves
  { at: 'src/lib/arrow-check.ts', imports: 'server app.ts', refusedBy: nav },
  { at: 'server/lib/arrow-check.ts', imports: 'lib', refusedBy: nav },
  { at: 'contract/arrow-check.ts', imports: 'lib', refusedBy: nav },
  { at: 'src/gateway/arrow-check.ts', imports: 'contract' },
  { at: 'server/services/arrow-check.ts', imports: 'contract' },

  // machines
  { at: 'src/machines/arrow-check.ts', imports: 'screens', refusedBy: nav },
  { at: 'src/machines/arrow-check.ts', imports: 'app', refusedBy: nav },
  { at: 'src/machines/arrow-check.ts', imports: 'gateway rest.ts', refusedBy: nav },
  { at: 'src/machines/arrow-check.ts', imports: 'react', refusedBy: named },
  { at: 'src/machines/arrow-check.ts', imports: '@xstate/react', refusedBy: named },
  { at: 'src/machines/arrow-check.ts', imports: 'gateway operations' },
  { at: 'src/machines/arrow-check.ts', imports: 'gateway generated types' },
  { at: 'src/machines/arrow-check.ts', imports: 'lib' },

  // screens
  { at: 'src/screens/chat/ArrowCheck.tsx', imports: 'gateway rest.ts', refusedBy: nav },
  { at: 'src/screens/chat/ArrowCheck.tsx', imports: 'gateway client.ts', refusedBy: nav },
  { at: 'src/screens/chat/ArrowCheck.tsx', imports: 'gateway operations', names: ['SomethingMutation'], refusedBy: named },
  { at: 'src/screens/chat/ArrowCheck.tsx', imports: 'gateway operations', names: ['SomethingSubscription'], refusedBy: named },
  { at: 'src/screens/chat/ArrowCheck.tsx', imports: 'gateway operations', names: ['SomethingQuery'] },
  { at: 'src/screens/chat/ArrowCheck.tsx', imports: 'urql', names: ['useMutation'], refusedBy: named },
  { at: 'src/screens/chat/ArrowCheck.tsx', imports: 'urql', names: ['useQuery'] },
  { at: 'src/screens/chat/ArrowCheck.tsx', imports: 'gateway generated types' },
  { at: 'src/screens/chat/ArrowCheck.tsx', imports: 'machines' },
  { at: 'src/screens/chat/ArrowCheck.tsx', imports: 'ui' },
  { at: 'src/screens/chat/ArrowCheck.tsx', imports: 'app', refusedBy: nav },
  { at: 'src/screens/chat/ArrowCheck.tsx', imports: 'main.tsx', refusedBy: nav },
  { at: 'src/screens/chat/ArrowCheck.tsx', imports: 'contract' },

  // gateway, ui, lib
  { at: 'src/gateway/arrow-check.ts', imports: 'machines', refusedBy: nav },
  { at: 'src/gateway/arrow-check.ts', imports: 'screens', refusedBy: nav },
  { at: 'src/gateway/arrow-check.ts', imports: 'app', refusedBy: nav },
  { at: 'src/ui/arrow-check.ts', imports: 'machines', refusedBy: nav },
  { at: 'src/ui/arrow-check.ts', imports: 'gateway rest.ts', refusedBy: nav },
  { at: 'src/ui/arrow-check.ts', imports: 'lib' },
  { at: 'src/lib/arrow-check.ts', imports: 'ui', refusedBy: nav },
  { at: 'src/lib/arrow-check.ts', imports: 'react', refusedBy: named },

  // server, today's folders and one folder per domain
  { at: 'server/routes/arrow-check.ts', imports: 'db connection', refusedBy: nav },
  { at: 'server/routes/arrow-check.ts', imports: 'server services' },
  { at: 'server/chat/routes.ts', imports: 'db connection', refusedBy: nav },
  { at: 'server/chat/chat-routes.ts', imports: 'server repositories', refusedBy: nav },
  { at: 'server/chat/routes.ts', imports: 'server services' },
  { at: 'server/services/arrow-check.ts', imports: 'server routes', refusedBy: nav },
  { at: 'server/services/arrow-check.ts', imports: 'db connection', refusedBy: nav },
  { at: 'server/services/arrow-check.ts', imports: 'db table types' },
  { at: 'server/services/arrow-check.ts', imports: 'an engine', refusedBy: nav },
  { at: 'server/services/arrow-check.ts', imports: 'the engines interface' },
  { at: 'server/chat/service.ts', imports: 'server routes', refusedBy: nav },
  { at: 'server/chat/service.ts', imports: 'db connection', refusedBy: nav },
  { at: 'server/chat/service.ts', imports: 'server repositories' },
  { at: 'server/chat/repository.ts', imports: 'server services', refusedBy: nav },
  { at: 'server/chat/repository.ts', imports: 'db connection' },
  { at: 'server/db/arrow-check.ts', imports: 'server services', refusedBy: nav },
  { at: 'server/engines/arrow-check.ts', imports: 'server services', refusedBy: nav },
  { at: 'server/lib/arrow-check.ts', imports: 'server services', refusedBy: nav },
  { at: 'server/lib/arrow-check.ts', imports: 'server repositories', refusedBy: nav },
  { at: 'server/lib/arrow-check.ts', imports: 'db connection' },

  // domains of one layer, their shared folders, and the arrows still pending (pendingArrows)
  { at: 'src/screens/writer/ArrowCheck.tsx', imports: 'a chat screen file', refusedBy: nav },
  { at: 'src/screens/chat/ArrowCheck.tsx', imports: 'a chat screen file' },
  { at: 'src/screens/writer/ArrowCheck.tsx', imports: 'a shared list view' },
  { at: 'src/screens/library/ArrowCheck.tsx', imports: 'the shared message list' },
  { at: 'src/screens/lists/ArrowCheck.tsx', imports: 'a chat screen file', refusedBy: nav },
  { at: 'src/screens/lists/ArrowCheck.tsx', imports: 'the shared message list' },
  { at: 'src/screens/chat/ArrowCheck.tsx', imports: 'the history drawer', refusedBy: nav },
  { at: 'src/screens/chat/ArrowCheck.tsx', imports: 'the share page', refusedBy: nav },
  { at: 'src/screens/writer/ArrowCheck.tsx', imports: 'the history drawer', refusedBy: nav },
  // a page puts domains together (the chat with the library's history); no screen imports a page
  { at: 'src/screens/pages/ArrowCheck.tsx', imports: 'the history drawer' },
  { at: 'src/screens/pages/ArrowCheck.tsx', imports: 'a chat screen file' },
  { at: 'src/screens/chat/ArrowCheck.tsx', imports: 'a page', refusedBy: nav },
  { at: 'src/screens/lists/ArrowCheck.tsx', imports: 'a page', refusedBy: nav },
  { at: 'src/machines/classifier/arrow-check.ts', imports: 'a billing machine', refusedBy: nav },
  { at: 'src/machines/classifier/arrow-check.ts', imports: 'the shared list machine' },
  { at: 'src/machines/classifier/arrow-check.ts', imports: 'machines gatewayClient.ts' },
  { at: 'src/machines/lists/arrow-check.ts', imports: 'a billing machine', refusedBy: nav },

  // an import the resolver cannot follow is refused rather than let through unchecked
  { at: 'src/screens/chat/ArrowCheck.tsx', imports: 'a missing file', refusedBy: 'import-x/no-unresolved' },
];

function specifier(from: string, to: string): string {
  if (!to.includes('/') || to.startsWith('@')) return to; // a package
  const path = relative(dirname(from), to).replace(/\.tsx?$/, '');
  return path.startsWith('.') ? path : `./${path}`;
}

const eslint = new ESLint({ cwd: root });
const failures: string[] = [];
const skipped: string[] = [];
let passed = 0;

/** Lints `text` as if it stood at `at` and records whether `refusedBy` (or, without it, none of `rules`) answered. */
async function check(label: string, text: string, at: string, rules: (ruleId: string) => boolean, refusedBy?: string) {
  const [result] = await eslint.lintText(text, { filePath: join(root, at) });
  const found = (result?.messages ?? []).flatMap((m) => (m.ruleId && rules(m.ruleId) ? [m.ruleId] : []));
  if (refusedBy ? found.includes(refusedBy) : found.length === 0) passed++;
  else failures.push(`${label}: expected ${refusedBy ? `${refusedBy} to refuse it` : 'no rule to refuse it'}, got ${found.join(', ') || 'nothing'}`);
}

for (const { at, imports, names, refusedBy } of cases) {
  const label = `${at} → ${imports}${names ? ` { ${names.join(', ')} }` : ''}`;
  const file = imports in layer ? layer[imports] : imports;
  if (!file) {
    skipped.push(label);
    continue;
  }
  const source = specifier(at, file);
  const text = names ? `import { ${names.join(', ')} } from '${source}';\nexport { ${names.join(', ')} };\n` : `import '${source}';\n`;
  await check(label, text, at, (ruleId) => arrowRules.has(ruleId), refusedBy);
}

// A pending arrow that is gone (its import removed, a file moved) leaves a hole in the rule
// that nobody needs: it has to come off the list in eslint.config.js.
const config = (await import(pathToFileURL(join(root, 'eslint.config.js')).href)) as { pendingArrows: { from: string; to: string }[]; pendingViews: string[] };
for (const { from, to } of config.pendingArrows) {
  const text = existsSync(join(root, from)) ? readFileSync(join(root, from), 'utf8') : '';
  if (!text.includes(`'${specifier(from, to)}'`)) failures.push(`pendingArrows in eslint.config.js: ${from} no longer imports ${to}; take the entry off the list`);
}

// Views take values (atelier/views-take-values): a screen file reading a machine's context or
// naming an actor type is refused, and an entry of pendingViews whose file no longer does either
// has to come off the list.
const viewCases = [
  { text: 'export const title = (snapshot: { context: { title: string } }) => snapshot.context.title;\n', refusedBy: 'no-restricted-syntax' },
  { text: 'export function title(snapshot: { context: { title: string } }) {\n  const { context } = snapshot;\n  return context.title;\n}\n', refusedBy: 'no-restricted-syntax' },
  { text: "import type { ActorRefFrom } from 'xstate';\nexport type Held = ActorRefFrom<never>;\n", refusedBy: 'no-restricted-imports' },
  { text: 'export const title = (view: { title: string }) => view.title;\n' },
];
for (const { text, refusedBy } of viewCases) await check(`views-take-values: ${JSON.stringify(text)}`, text, 'src/screens/writer/ViewCheck.tsx', () => true, refusedBy);
const readsMachine = /\.context\b|\{[^}]*\bcontext\b[^}]*\} = |from 'xstate'/;
for (const path of config.pendingViews) {
  const text = existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : '';
  if (!readsMachine.test(text)) failures.push(`pendingViews in eslint.config.js: ${path} no longer reads a machine's context or actor; take the entry off the list`);
}

for (const line of skipped) console.log(`skipped while that layer has no file: ${line}`);
if (failures.length) {
  console.error(`import arrows: ${failures.length} of ${cases.length + viewCases.length} checks failed\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`import arrows: ${passed} checks hold, ${skipped.length} skipped`);
