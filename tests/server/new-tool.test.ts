import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readlinkSync, realpathSync, rmSync, symlinkSync, lstatSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';

// The proof of README "Adding a tool": `npm run new-tool` writes a tiny tool into a copy of this
// tree (its tracked and new files; node_modules linked), and the tool may edit at most three
// shared files besides its own folders, the docs and what codegen writes. Then the copy passes
// typecheck, lint on what was written, and the tool's own tests (server, gateway, machine model
// and screen, in one vitest run) — the scaffold is a working tool, not a sketch. Its table (its
// migration and server/<tool>/tables.ts) is one of its own files too: the copy's database tests
// hold it against the migrated database. The copy is removed afterwards.

const root = resolve(import.meta.dirname, '../..');
const copy = mkdtempSync(join(tmpdir(), 'atelier-new-tool-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

// A child vitest must not take this run's workers or state for its own.
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^_?_?VITEST/.test(key)));
const run = (command: string, args: string[], options: ExecFileSyncOptions = {}) =>
  execFileSync(command, args, { cwd: copy, env, encoding: 'utf8', stdio: 'pipe', ...options }) as string;
const git = (...args: string[]) => run('git', ['-c', 'user.name=new-tool test', '-c', 'user.email=new-tool@test.invalid', ...args]);

test('a new tool edits at most 3 shared files, and typechecks, lints and passes its tests', { timeout: 600_000 }, () => {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\0');
  for (const file of files) {
    if (!file || file === 'node_modules') continue;
    const from = join(root, file);
    if (!lstatSync(from, { throwIfNoEntry: false })) continue; // deleted, not yet committed
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(from, join(copy, file), { verbatimSymlinks: true });
  }
  const modules = join(root, 'node_modules');
  symlinkSync(lstatSync(modules).isSymbolicLink() ? resolve(root, readlinkSync(modules)) : realpathSync(modules), join(copy, 'node_modules'));
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'before the tool');

  run('npx', ['tsx', 'scripts/new-tool.ts', 'tiny-echo']);

  const touched = git('status', '--porcelain', '--untracked-files=all')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));
  const own = /^((server|src\/gateway|src\/machines|src\/screens)\/tiny-echo\/|server\/db\/migrations\/\d{4}-tiny-echo\.ts$|schema\/tiny-echo\.graphql$|contract\/tiny-echo\.ts$|tests\/((server|gateway)\/tiny-echo|machines\/tinyEchoMachine\.model)\.test\.ts$|tests\/screens\/tiny-echo\.test\.tsx$)/;
  const docsOrGenerated = /^(README\.md|docs\/|src\/gateway\/generated\/)/;
  const shared = touched.filter((path) => !own.test(path) && !docsOrGenerated.test(path));
  expect(shared.sort()).toEqual(['contract/pages.ts', 'server/domains.ts', 'src/gateway/domains.ts']);
  const written = touched.filter((path) => own.test(path));
  expect(written).toHaveLength(17);
  // A test for every layer it has: server, gateway, machine (model-based) and screen.
  expect(written.filter((path) => path.startsWith('tests/')).sort()).toEqual([
    'tests/gateway/tiny-echo.test.ts',
    'tests/machines/tinyEchoMachine.model.test.ts',
    'tests/screens/tiny-echo.test.tsx',
    'tests/server/tiny-echo.test.ts',
  ]);
  expect(written).toContain('server/tiny-echo/tables.ts');
  expect(written.filter((path) => path.startsWith('server/db/migrations/'))).toHaveLength(1);

  run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
  run('npx', ['eslint', '--max-warnings', '0', ...written.filter((path) => !path.startsWith('tests/') && /\.tsx?$/.test(path)), ...shared]);
  // With the database's own tests: the table's row type and description against the migration.
  // Its page is one of the app's: the pages test holds the screen file to the table.
  run('npx', [
    'vitest', 'run', '--project', 'server', '--project', 'client',
    'tests/server/tiny-echo.test.ts', 'tests/gateway/tiny-echo.test.ts', 'tests/machines/tinyEchoMachine.model.test.ts', 'tests/screens/tiny-echo.test.tsx',
    'tests/server/db-types.test.ts', 'tests/server/database.test.ts', 'tests/screens/pages.test.ts',
  ]);
});
