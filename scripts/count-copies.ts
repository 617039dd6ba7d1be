// Counts the fields copied one by one between an entity's shapes (issue 21), so the same
// measure can be taken before and after the change.
//
//   npx tsx scripts/count-copies.ts            totals + one row per function
//   npx tsx scripts/count-copies.ts --totals   totals only
//   npx tsx scripts/count-copies.ts --fields   every counted field with its class
//   npx tsx scripts/count-copies.ts --all      also the rows of server-internal, db writes, adapters
//
// Run from the repository root (it reads ./server and ./src/gateway, not generated code).
//
// What counts as a "mapper literal": an object literal with at least two properties whose
// value reads a property of another object (`x.title`, `x.created_at ?? null`, `num(x.price)`).
// Every property of such a literal is a counted field, classed as:
//   same     `title: x.title`                    (a pass-through: the value is already the shape)
//   rename   `createdAt: x.created_at`, `parent_id: input.parentId`   (only the case changes)
//   trivial  same/rename wrapped in `?? null|[]|''|0|undefined`, `as T`, `!`, Number()/num()/String()
//   shape    anything else (nested objects, lists mapped, values computed, constants, spreads)
// Areas: server-wire = functions that turn rows into a REST answer (`…View`, plus the short list
// serverWireExtra below); gateway-in = REST answer → GraphQL object; gateway-out = GraphQL input →
// REST body (a literal with snake_case keys). The measure is these three. Counted apart and
// not part of it: kysely `.values(`/`.set(` literals (db writes), other server literals
// (server-internal: bodies for engines, ledgers, PDFs…), and server/engines|payments|mail (adapters
// to providers' SDKs, whose shapes really differ).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createRequire } from 'node:module';
// The repository's `typescript` 7 package ships no compiler-API types, so the types come from the
// lint's TypeScript 6 too (reached through node_modules, where it is installed in every checkout).
import type TS from '../node_modules/@atelier/typescript-eslint/node_modules/typescript';

// Resolved from the repository's node_modules, so it also runs in a worktree whose node_modules is
// a link. The repository's own `typescript` is 7 (native, no JS compiler API); the lint's
// TypeScript 6 has the API.
const ts = createRequire(join(process.cwd(), 'node_modules/@atelier/typescript-eslint/package.json'))('typescript') as typeof TS;

const root = process.cwd();
const args = new Set(process.argv.slice(2));
type Klass = 'same' | 'rename' | 'trivial' | 'shape';
type Area = 'server-wire' | 'server-internal' | 'server-db-write' | 'server-adapter' | 'gateway-in' | 'gateway-out';

// Server functions that build a REST answer from rows without the `…View` name (checked by hand
// on main at 7f3f7b0; a new one should be named `…View` or added here).
const serverWireExtra = new Set([
  'server/account/profile.ts publicUser',
  'server/account/profile.ts view',
  'server/workspaces/service.ts view',
  'server/workspaces/invitations.ts show',
  'server/affiliate/service.ts summaryOf',
]);
const isServerWire = (file: string, fn: string) => /View$/.test(fn.split('.')[0]!) || serverWireExtra.has(`${file} ${fn}`);
interface Row {
  file: string;
  fn: string;
  area: Area;
  counts: Record<Klass, number>;
  fields: string[];
}

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name === 'generated' || name === 'node_modules') continue;
      out.push(...files(path));
    } else if (/\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const keyOf = (name: TS.PropertyName): string | null =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : null;

/** The expression with trivial wrappers removed, and whether any was removed. */
function unwrap(expr: TS.Expression): { inner: TS.Expression; wrapped: boolean } {
  let wrapped = false;
  for (;;) {
    if (ts.isParenthesizedExpression(expr) || ts.isNonNullExpression(expr)) expr = expr.expression;
    else if (ts.isAsExpression(expr) || ts.isSatisfiesExpression(expr)) (expr = expr.expression), (wrapped = true);
    else if (
      ts.isBinaryExpression(expr) &&
      expr.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken &&
      (ts.isLiteralExpression(expr.right) ||
        expr.right.kind === ts.SyntaxKind.NullKeyword ||
        (ts.isIdentifier(expr.right) && expr.right.text === 'undefined') ||
        (ts.isArrayLiteralExpression(expr.right) && expr.right.elements.length === 0) ||
        (ts.isObjectLiteralExpression(expr.right) && expr.right.properties.length === 0))
    )
      (expr = expr.left), (wrapped = true);
    else if (
      ts.isCallExpression(expr) &&
      ts.isIdentifier(expr.expression) &&
      ['Number', 'num', 'String', 'Boolean'].includes(expr.expression.text) &&
      expr.arguments.length === 1
    )
      (expr = expr.arguments[0]!), (wrapped = true);
    else return { inner: expr, wrapped };
  }
}

/** `x.name` (also `x?.name`) → name; anything else → null. */
function readName(expr: TS.Expression): string | null {
  return ts.isPropertyAccessExpression(expr) && ts.isIdentifier(expr.name) ? expr.name.text : null;
}

function classify(prop: TS.ObjectLiteralElementLike): { key: string; klass: Klass; copy: boolean } {
  if (!ts.isPropertyAssignment(prop)) return { key: prop.getText().slice(0, 30), klass: 'shape', copy: false };
  const key = keyOf(prop.name) ?? prop.name.getText();
  const { inner, wrapped } = unwrap(prop.initializer);
  const read = readName(inner);
  if (read === null) return { key, klass: 'shape', copy: false };
  const sameName = read === key;
  const renamed = !sameName && (snake(key) === read || snake(read) === key);
  if (!sameName && !renamed) return { key, klass: 'shape', copy: true };
  if (wrapped) return { key, klass: 'trivial', copy: true };
  return { key, klass: sameName ? 'same' : 'rename', copy: true };
}

/** The name a reader would look for: the function, const, or resolver (`Query.orders`). */
function ownerName(node: TS.Node): string {
  const parts: string[] = [];
  for (let at: TS.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isFunctionDeclaration(at) && at.name) return [at.name.text, ...parts].join('.');
    if (ts.isMethodDeclaration(at) && at.name) parts.unshift(at.name.getText());
    if (ts.isVariableDeclaration(at) && ts.isIdentifier(at.name)) return [at.name.text, ...parts].join('.');
    if (ts.isPropertyAssignment(at) && (ts.isArrowFunction(at.initializer) || ts.isFunctionExpression(at.initializer) || ts.isObjectLiteralExpression(at.initializer))) {
      const k = keyOf(at.name);
      if (k && (ts.isArrowFunction(at.initializer) || ts.isFunctionExpression(at.initializer) || /^[A-Z]/.test(k))) parts.unshift(k);
    }
  }
  return parts.join('.') || '(top level)';
}

function isDbWrite(literal: TS.ObjectLiteralExpression): boolean {
  const call = literal.parent;
  return ts.isCallExpression(call) && ts.isPropertyAccessExpression(call.expression) && ['values', 'set', 'onConflict', 'doUpdateSet'].includes(call.expression.name.text);
}

function areaOf(file: string, fn: string, literal: TS.ObjectLiteralExpression, props: { key: string }[]): Area {
  if (file.startsWith('server/')) {
    if (/^server\/(engines|payments|mail)\//.test(file)) return 'server-adapter';
    if (isDbWrite(literal)) return 'server-db-write';
    return isServerWire(file, fn) ? 'server-wire' : 'server-internal';
  }
  // Gateway: a literal with snake_case keys is a REST body (GraphQL input → REST), else an answer mapped to GraphQL.
  return props.some((p) => /^[a-z0-9]+_[a-z]/.test(p.key)) ? 'gateway-out' : 'gateway-in';
}

const rows = new Map<string, Row>();
let columnLists = 0;
let columns = 0;
for (const dir of ['server', 'src/gateway']) {
  for (const path of files(join(root, dir))) {
    const file = relative(root, path);
    // The gateway's own machinery (client, executor, rest) is not an entity mapper: domain folders only.
    if (/^src\/gateway\/[^/]+$/.test(file)) continue;
    const source = ts.createSourceFile(file, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: TS.Node) => {
      // kysely column lists (`.select(['id', 'title'])`, `.returning([...])`): another hand-written
      // copy of an entity's fields, reported apart (not in the total).
      if (
        file.startsWith('server/') &&
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ['select', 'returning'].includes(node.expression.name.text) &&
        node.arguments[0] &&
        ts.isArrayLiteralExpression(node.arguments[0])
      ) {
        columnLists++;
        columns += node.arguments[0].elements.filter((e) => ts.isStringLiteralLike(e)).length;
      }
      if (ts.isObjectLiteralExpression(node)) {
        const props = node.properties.map(classify);
        const fn = ownerName(node);
        // A `…View` literal counts even with one copy (`{ ...messageView(row), sibling_ids }`).
        if (props.filter((p) => p.copy).length >= 2 || (file.startsWith('server/') && /View$/.test(fn.split('.')[0]!) && props.length > 0)) {
          const area = areaOf(file, fn, node, props);
          const id = `${area}\t${file}\t${fn}`;
          const row = rows.get(id) ?? { file, fn, area, counts: { same: 0, rename: 0, trivial: 0, shape: 0 }, fields: [] };
          for (const p of props) {
            row.counts[p.klass]++;
            row.fields.push(`${p.key}:${p.klass}`);
          }
          rows.set(id, row);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}

const areas: Area[] = ['server-wire', 'gateway-in', 'gateway-out', 'server-db-write', 'server-internal', 'server-adapter'];
const shown = (area: Area) => args.has('--all') || ['server-wire', 'gateway-in', 'gateway-out'].includes(area);
const total = (list: Row[]) => list.reduce((sum, r) => sum + r.counts.same + r.counts.rename + r.counts.trivial + r.counts.shape, 0);
const sumOf = (list: Row[], k: Klass) => list.reduce((sum, r) => sum + r.counts[k], 0);
const fmt = (list: Row[]) =>
  `fields ${String(total(list)).padStart(4)}  same ${String(sumOf(list, 'same')).padStart(3)}  rename ${String(sumOf(list, 'rename')).padStart(3)}  trivial ${String(sumOf(list, 'trivial')).padStart(3)}  shape ${String(sumOf(list, 'shape')).padStart(3)}`;

if (!args.has('--totals')) {
  for (const area of areas.filter(shown)) {
    const list = [...rows.values()].filter((r) => r.area === area).sort((a, b) => a.file.localeCompare(b.file) || a.fn.localeCompare(b.fn));
    console.log(`\n## ${area} (${list.length} functions)`);
    for (const r of list) {
      console.log(`${fmt([r])}  ${r.file} ${r.fn}`);
      if (args.has('--fields')) console.log(`    ${r.fields.join(' ')}`);
    }
  }
  console.log('');
}
console.log('# totals (mapper literals: ≥2 properties read from another object)');
for (const area of areas) {
  const list = [...rows.values()].filter((r) => r.area === area);
  console.log(`${area.padEnd(16)} functions ${String(list.length).padStart(3)}  ${fmt(list)}`);
}
const measured = [...rows.values()].filter((r) => r.area === 'server-wire' || r.area === 'gateway-in' || r.area === 'gateway-out');
console.log(`${'ISSUE-21 TOTAL'.padEnd(16)} functions ${String(measured.length).padStart(3)}  ${fmt(measured)}   (server-wire + gateway-in + gateway-out)`);
console.log(`${'hand copies'.padEnd(16)} ${sumOf(measured, 'same') + sumOf(measured, 'rename') + sumOf(measured, 'trivial')}   (same + rename + trivial of the ISSUE-21 TOTAL: what a default resolver / returning the row removes)`);
console.log(`${'column lists'.padEnd(16)} ${columnLists} kysely .select([...])/.returning([...]) arrays naming ${columns} columns (server; not in the total)`);
