// The import arrows of ARCHITECTURE.md, checked on every `npm run lint`:
//
//   browser:  screens ─▶ machines ─▶ gateway (operations) ─▶ gateway inside (schema, resolvers, REST)
//             screens ─▶ ui, lib;  app (the shell, routes, main.tsx) ─▶ screens and everything below
//   node:     routes ─▶ services ─▶ repositories ─▶ db
//             services ─▶ engines / payments / mail, through their interfaces (types.ts) only
//   both:     contract/ (the REST contract) is the one folder both halves import
//
// Nothing imports upward, and the two halves never import each other. Each layer below is a
// list of globs so that a rule reads as "files of this layer may not import files of those";
// the server's layers are named by file role, so the same rules hold for today's flat folders
// (server/routes/*.ts, server/services/*.ts) and for one folder per domain
// (server/chat/routes.ts, server/chat/service.ts, server/chat/repository.ts).
//
// Imports are resolved to files (import-x's resolver) before they are compared, and an
// import that does not resolve is an error of its own, so no import slips past a layer rule
// by being written some other way.
//
// typescript-eslint's parser runs on the TypeScript 6 installed by tools/typescript-eslint:
// the project compiles with TypeScript 7, which has no JavaScript compiler API to parse with.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from '@atelier/typescript-eslint';

const root = import.meta.dirname;

// ── The browser's layers ───────────────────────────────────────────────────────────────────
const client = {
  screens: ['src/screens/**'],
  machines: ['src/machines/**'],
  gateway: ['src/gateway/**'],
  app: ['src/app/**', 'src/*.{ts,tsx}'], // the shell, and main.tsx that starts it
  ui: ['src/ui/**'],
  lib: ['src/lib/**'],
};

// What the rest of the browser may take from the gateway: its GraphQL documents and generated
// types. Everything else in src/gateway (rest.ts, client.ts, schema, resolvers, cache) is its
// inside, reached only through urql; src/app creates the REST and urql clients once.
// Each domain's <domain>/operations.ts holds its queries, mutations, subscriptions and
// fragments together (one file a newcomer finds), so screens are kept to reads by name:
// codegen names every document by its kind ('atelier/screens-read-only' below).
const gatewayReads = ['**/src/gateway/generated/**', '**/src/gateway/*/operations.ts'];

// ── The server's layers, by file role ──────────────────────────────────────────────────────
const server = {
  // fastify: routes, their schemas and plugins (authentication, errors, input checks)
  http: ['server/**/routes/**', 'server/**/routes.ts', 'server/**/*-routes.ts', 'server/plugins/**'],
  services: ['server/**/services/**', 'server/**/service.ts', 'server/**/*-service.ts'],
  repositories: ['server/**/repositories/**', 'server/**/repository.ts', 'server/**/*-repository.ts'],
  db: ['server/db/**'],
  // outside systems, each behind an interface in its types.ts
  adapters: ['server/engines/**', 'server/payments/**', 'server/mail/**'],
  // shared helpers (SSE, live jobs, storage): used by every layer, above the database only
  lib: ['server/lib/**'],
};
// Services see the outside systems through their interfaces only, and the database's table
// types (the rows a repository returns) but not a connection.
const adapterInterfaces = ['**/server/engines/types.ts', '**/server/payments/types.ts', '**/server/mail/types.ts'];
const dbTableTypes = ['**/server/db/types.ts'];

// ── Domains within a layer ─────────────────────────────────────────────────────────────────
// A domain's folder (src/screens/chat, src/machines/billing, …) imports no other domain's
// folder of the same layer: what two domains use is in a shared folder, named here with what
// it holds, or a layer below (src/ui, src/lib). The domains are the folders as they stand, so
// a new one is covered the day it is made. src/gateway's domains are still tied to each other
// (issue 21, plan §5) and get their zones when that is undone.
const sharedFolders = {
  'src/screens': {
    lists: 'the pieces every library list is made of (ListView, ListControls, PinToggle, …)',
    messages: 'the message list, shown by the chat and by the share page',
    exports: "the export menu: a conversation's Export and a writer document's Download",
  },
  'src/machines': {
    lists: 'the list machine and the listSource that the classifier and writer lists build on',
    media: "the media tools' upload flow (uploadMachine), the item on show in their preview (previewMachine: its job read while it runs, rename), their history's unfinished rows read (unfinishedMachine) and their items' calls (itemCalls)",
  },
};

// Pages put the domains' screens together at one address: the chat page shows the library's
// history and Share and Export in the chat's slots. A screen takes another domain's pieces as
// slots (props), so only a page imports two domains; a page's folder is no domain, and nothing
// below the routes (src/app) imports it.
const pageFolders = {
  'src/screens': 'pages',
};

// Arrows between domains not yet taken apart, each allowed by name with what removes it. The
// list only shrinks: scripts/lint-arrows.ts fails on an entry whose import is gone.
export const pendingArrows = [];

// Views take values and callbacks: a container runs the machine and hands its view what the
// machine module's selectors and tags derive (src/machines/README.md, "Reads and flows"). A
// screen file that reads `context` or takes an actor ties the view to the machine's insides, so
// a machine's context cannot change without touching its views. A file not yet converted would be
// listed below by name (none is left); scripts/lint-arrows.ts fails on an entry that no longer
// needs to be here.
// A rule named again in a later block replaces its options for the files both cover (flat
// config), so the options shared by several blocks are written once here.
const effectBodies = {
  selector: 'CallExpression[callee.name=/^use(Layout|Insertion)?Effect$/] > ArrowFunctionExpression.arguments:first-child[expression=true]',
  message: "Write the effect's body in braces: React calls what an effect returns as its cleanup.",
};
const screensReadOnly = {
  paths: [
    { name: 'urql', importNames: ['useMutation', 'useSubscription'], message: 'A view never writes: send an event to the machine that owns the flow.' },
  ],
  patterns: [
    {
      group: ['**/gateway/*/operations'],
      importNamePattern: '(Mutation|Subscription)$',
      message: 'A view never runs a mutation or subscription: the machine that owns the flow does.',
    },
    { group: ['**/app/services'], importNames: ['useRest'], message: 'A view never calls the REST client: the gateway and machines do.' },
  ],
};

const viewsTakeValues = "A view never reads a machine's context or takes an actor: the machine module exports selectors or tags, and the container passes the view their values and callbacks.";
export const pendingViews = [];

function domainZones(layer) {
  const shared = Object.keys(sharedFolders[layer] ?? {});
  return readdirSync(join(root, layer), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !shared.includes(entry.name) && entry.name !== pageFolders[layer])
    .map(({ name }) => ({
      target: `${layer}/${name}/**`,
      from: `${layer}/*/**`,
      except: [
        `**/${layer}/${name}/**`,
        ...shared.map((folder) => `**/${layer}/${folder}/**`),
        ...pendingArrows.filter((arrow) => arrow.from.startsWith(`${layer}/${name}/`)).map((arrow) => `**/${arrow.to}`),
      ],
      message: `A domain imports no other domain's folder: move what both use to a shared folder (${shared.join(', ')}) or to src/ui or src/lib.`,
    }))
    .concat(shared.map((name) => ({
      target: `${layer}/${name}/**`,
      from: `${layer}/*/**`,
      except: shared.map((folder) => `**/${layer}/${folder}/**`),
      message: 'A shared folder serves the domains and imports none of them.',
    })));
}

const zones = [
  // the two halves meet at the REST API and contract/, never by importing each other
  { target: 'src/**', from: ['server/**'], message: 'The browser reaches the server over REST; share types through contract/.' },
  { target: 'server/**', from: ['src/**'], message: 'The server does not import browser code; share types through contract/.' },
  { target: 'contract/**', from: ['src/**', 'server/**'], message: 'contract/ is imported by both halves and imports neither.' },

  // browser
  {
    target: client.machines,
    from: [...client.screens, ...client.app],
    message: 'Machines sit below screens and the app shell.',
  },
  {
    target: client.machines,
    from: client.gateway,
    except: gatewayReads,
    message: 'Machines call the gateway through urql with its documents (operations, generated types), not its inside.',
  },
  {
    // The shell renders screens; a screen that reached back up into it would tie every tool's
    // chunk to the shell. What screens share lives in src/ui, src/lib or src/machines (inspect).
    target: client.screens,
    from: client.app,
    message: 'Screens sit below the app shell: shared pieces go in src/ui, src/lib or src/machines.',
  },
  {
    target: client.screens,
    from: client.gateway,
    except: gatewayReads,
    message: 'Screens may read with a query (gateway documents and generated types); writes and the REST client go through a machine.',
  },
  {
    target: client.gateway,
    from: [...client.machines, ...client.screens, ...client.app, ...client.ui],
    message: 'The gateway sits below machines, screens and the app.',
  },
  {
    target: [...client.ui, ...client.lib],
    from: [...client.machines, ...client.gateway, ...client.screens, ...client.app],
    message: 'src/ui and src/lib are leaves: no machines, gateway, screens or app.',
  },
  { target: client.lib, from: client.ui, message: 'src/lib is pure logic with no React; src/ui may use it, not the reverse.' },
  ...domainZones('src/screens'),
  ...domainZones('src/machines'),

  // server
  {
    target: server.http,
    from: [...server.repositories, ...server.db, ...server.adapters],
    message: 'Routes call services; the database and outside systems are reached through them.',
  },
  { target: server.services, from: server.http, message: 'Services sit below routes and plugins.' },
  {
    target: server.services,
    from: server.db,
    except: dbTableTypes,
    message: 'Services reach the database through a repository (table types from server/db/types.ts are fine).',
  },
  {
    target: server.services,
    from: server.adapters,
    except: adapterInterfaces,
    message: 'Services use engines, payments and mail through their interfaces (types.ts); app.ts picks the implementation.',
  },
  {
    target: server.repositories,
    from: [...server.http, ...server.services, ...server.adapters],
    message: 'Repositories sit below services: they only talk to the database.',
  },
  {
    target: server.db,
    from: [...server.http, ...server.services, ...server.repositories, ...server.adapters],
    message: 'server/db is the bottom layer.',
  },
  {
    target: server.adapters,
    from: [...server.http, ...server.services, ...server.repositories, ...server.db],
    message: 'Engines, payments and mail know nothing of the layers that use them.',
  },
  {
    // live jobs listen and notify through the database, so server/lib sits just above server/db
    target: server.lib,
    from: [...server.http, ...server.services, ...server.repositories, ...server.adapters],
    message: 'server/lib is shared by the layers above the database and imports none of them.',
  },
];

const react = ['react', 'react-dom', 'react-dom/*', '@xstate/react', 'urql', 'wouter', 'wouter/*'];

export default defineConfig([
  globalIgnores(['dist/', 'build/', 'data/', 'coverage/', 'src/gateway/generated/']),

  {
    // No rule is switched off in place: an `eslint-disable` comment has no effect and is
    // itself reported. A rule that is wrong for the code is changed here, for everyone.
    name: 'atelier/no-inline-config',
    linterOptions: { noInlineConfig: true },
  },

  {
    name: 'atelier/typescript',
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts'],
    extends: [tseslint.configs.recommended],
  },

  {
    name: 'atelier/react-hooks',
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    // The hooks rules proper (rules-of-hooks, exhaustive-deps) and most React Compiler checks
    // stay on. These four only say what the React Compiler could not memoise, and we don't run
    // the compiler; what they flag here is on purpose: the streaming markdown keeps its last
    // block split in a ref updated during render (only the growing block is parsed again, see
    // README "Streaming a long reply"), handlers read the latest conversation from a ref, and
    // TanStack Virtual's virtualiser is an object the compiler can't memoise.
    rules: {
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/use-memo': 'off',
      'react-hooks/incompatible-library': 'off',
    },
  },

  {
    // React calls whatever an effect returns when it cleans up. `useEffect(() => el.scrollTo(0, 0))`
    // returned undefined until browsers made scrollTo return a promise (Chromium 156): then every
    // cleanup threw "is not a function" and took the page down. An effect's body is a block.
    name: 'atelier/effects-return-nothing-by-accident',
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', effectBodies],
    },
  },

  {
    name: 'atelier/import-arrows',
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // Vite's ?raw suffix is a bundler feature the resolver does not know.
      'import-x/no-unresolved': ['error', { ignore: ['\\?raw$'] }],
    },
  },

  {
    name: 'atelier/machines-without-react',
    files: client.machines.map((glob) => `${glob}/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: react, message: 'A machine never imports React: screens run machines with @xstate/react; use @urql/core for the client type.' }],
      }],
    },
  },

  {
    name: 'atelier/lib-without-react',
    files: client.lib.map((glob) => `${glob}/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: react, message: 'src/lib is pure logic with no React.' }],
      }],
    },
  },

  {
    // The gateway's files do not yet say which documents read and which write, so a screen's
    // imports from them are checked by name, as the documents are named by codegen's convention.
    name: 'atelier/screens-read-only',
    files: client.screens.map((glob) => `${glob}/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': ['error', screensReadOnly],
    },
  },

  {
    name: 'atelier/views-take-values',
    files: client.screens.map((glob) => `${glob}/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', ...pendingViews],
    rules: {
      'no-restricted-syntax': ['error', effectBodies,
        { selector: "MemberExpression[property.name='context']", message: viewsTakeValues },
        { selector: "ObjectPattern > Property[key.name='context']", message: viewsTakeValues },
      ],
      'no-restricted-imports': ['error', {
        paths: [...screensReadOnly.paths, { name: 'xstate', importNames: ['ActorRefFrom', 'ActorRef', 'AnyActorRef', 'Actor', 'ActorRefLike'], message: viewsTakeValues }],
        patterns: screensReadOnly.patterns,
      }],
    },
  },
]);
