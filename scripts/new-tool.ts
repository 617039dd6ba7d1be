// `npm run new-tool -- <name>`: writes a tiny working tool across every layer, the way README
// "Adding a tool" describes, so a new tool starts from code that already passes typecheck, lint
// and its tests: the REST contract, a server domain with one route, its GraphQL schema, a lazy
// gateway domain, a machine with its model-based test, a screen (a page with a sidebar entry),
// the server, gateway and screen tests (new-tool-tests.ts), a section of docs/rest-api.md, and a
// table of its own: its migration
// (server/db/migrations/NNNN-<name>.ts, numbered above the highest) and server/<name>/tables.ts,
// which adds its row type to `Database` and hands its columns to its domain. Besides the tool's
// own files it edits the three shared lists by one entry each — contract/pages.ts,
// server/domains.ts, src/gateway/domains.ts — then runs codegen. The tool echoes a text with its
// length and counts the user's texts in its table: replace that with the tool's work. tests/server/new-tool.test.ts runs it in a copy and counts what it
// touched.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { toolFiles, type ToolNames } from './new-tool-files';
import { toolTests } from './new-tool-tests';

const name = process.argv[2] ?? '';
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
  console.error('Usage: npm run new-tool -- <name>   (lower case, words joined by "-": voice-notes)');
  process.exit(1);
}
const camel = name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const names: ToolNames = {
  name,
  camel,
  pascal: camel[0]!.toUpperCase() + camel.slice(1),
  title: name[0]!.toUpperCase() + name.slice(1).replaceAll('-', ' '),
  snake: name.replaceAll('-', '_'),
};
const root = process.cwd();

// Kysely runs migrations in name order and refuses one below the last applied: the next number.
const highest = Math.max(0, ...readdirSync(join(root, 'server/db/migrations')).map((file) => Number(/^(\d{4})-/.exec(file)?.[1] ?? 0)));
const files = { ...toolFiles(names, `${String(highest + 1).padStart(4, '0')}-${name}`), ...toolTests(names) };
const taken = Object.keys(files).filter((path) => existsSync(join(root, path)));
if (taken.length || existsSync(join(root, 'server', name)) || existsSync(join(root, 'src/gateway', name))) {
  console.error(`new-tool: "${name}" is taken (${taken.join(', ') || `server/${name} or src/gateway/${name}`}).`);
  process.exit(1);
}
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** Inserts `line` before the first match of `before` in a shared file, saying so when the file changed shape. */
function insert(path: string, before: RegExp, line: string) {
  const text = readFileSync(join(root, path), 'utf8');
  const at = text.search(before);
  if (at < 0) throw new Error(`new-tool: ${path} no longer has ${before}; add the tool there by hand (README "Adding a tool").`);
  writeFileSync(join(root, path), text.slice(0, at) + line + text.slice(at));
}
/** Adds `item` at the end of the `export const domains = [ … ]` list. */
function addToList(path: string, item: string) {
  const text = readFileSync(join(root, path), 'utf8');
  const list = /(export const domains = \[[^\]]*)\] as const;/.exec(text);
  if (!list) throw new Error(`new-tool: ${path} no longer has its domains list; add ${item} by hand.`);
  writeFileSync(join(root, path), text.replace(list[0], `${list[1]!.replace(/,?\s*$/, '')}, ${item}] as const;`));
}

const page = `  { path: '/app/${name}', key: '${name}', screen: '${name}/${names.pascal}Screen', nav: { label: '${names.title}', icon: 'system', section: 'tools' } },\n`;
insert('contract/pages.ts', /^\] as const satisfies/m, page);
insert('server/domains.ts', /^\nexport const domains/m, `import { ${camel}Domain } from './${name}/domain';\n`);
addToList('server/domains.ts', `${camel}Domain`);
insert('src/gateway/domains.ts', /^\nexport const domains/m, `import { ${camel}Gateway } from './${name}';\n`);
addToList('src/gateway/domains.ts', `${camel}Gateway`);

const docs = join(root, 'docs/rest-api.md');
if (existsSync(docs)) writeFileSync(docs, `${readFileSync(docs, 'utf8').trimEnd()}\n\n${restDocs(names)}`);

// The typed documents and the domain's root fields and id-less types (src/gateway/generated).
execFileSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], { cwd: root, stdio: 'inherit' });
console.log(`new-tool: ${name} written (${Object.keys(files).length} files); it shows at /app/${name}.`);

function restDocs({ name, title }: ToolNames) {
  return `## ${title}

\`POST /api/${name}/echo\` (logged in) with \`{ "text": "…" }\` (1–1000 characters) keeps the text
and answers \`{ "text": "…", "characters": n, "echoes": n }\`: the text, how many characters it
has and how many texts the user has echoed, this one included.
`;
}
