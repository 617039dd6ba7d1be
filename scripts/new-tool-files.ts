// The files `npm run new-tool` writes for a tool (scripts/new-tool.ts), by path: one folder (or
// file) per layer, each the smallest working example of that layer's shape — copy its pattern
// when the tool grows. The tool echoes a text with its length, and keeps each text in a table of
// its own (tables.ts, created by its migration) to say how many the user has echoed.

export interface ToolNames {
  /** As typed: `voice-notes`. Folders, paths and the page key. */
  name: string;
  /** `voiceNotes`: variables, GraphQL fields, the server domain's key. */
  camel: string;
  /** `VoiceNotes`: types and components. */
  pascal: string;
  /** `Voice notes`: the page's title and sidebar label. */
  title: string;
  /** `voice_notes`: its tables' names start with it. */
  snake: string;
}

/** `migration` is the tool's migration's file name, `NNNN-<name>`, numbered above the highest. */
export function toolFiles({ name, camel, pascal, title, snake }: ToolNames, migration: string): Record<string, string> {
  return {
    [`contract/${name}.ts`]: `// The ${title} tool's part of the REST contract (docs/rest-api.md, "${title}"): what the
// server's routes accept and answer, imported by the server and (as types) by the gateway.
import { Type, type Static } from 'typebox';

export const ${pascal}EchoBody = Type.Object({ text: Type.String({ title: 'Text', minLength: 1, maxLength: 1000 }) });

export const ${pascal}Echo = Type.Object({ text: Type.String(), characters: Type.Integer(), echoes: Type.Integer() });

export type ${pascal}Echo = Static<typeof ${pascal}Echo>;
`,

    [`server/${name}/domain.ts`]: `// The ${title} tool's server domain (server/domains.ts lists it): its routes, its queries as its
// service (a service.ts given the repository joins when it has rules of its own) and its tables;
// live jobs and start-up work join here when it has them (server/domain.ts).
import { defineDomain } from '../domain';
import { ${camel}Repository } from './repository';
import { ${camel}Routes } from './routes';
import { ${camel}Tables } from './tables';

export const ${camel}Domain = defineDomain({ name: '${camel}', services: ({ db }) => ${camel}Repository(db), routes: ${camel}Routes, tables: ${camel}Tables });
`,

    [`server/${name}/tables.ts`]: `// The ${title} tool's tables, kept in its folder: their row types, added to the app's \`Database\`
// (server/db/types.ts) from here, and their columns as data, which its domain hands to
// server/db/columns.ts, so tsc and tests/server/db-types.test.ts hold them against its
// migration (server/db/migrations/${migration}.ts). A table more is a row type, a line in
// \`Database\` below and its description.
import type { Generated } from 'kysely';
import type { TablesOf } from '../db/columns';

/** A text a user echoed. */
export interface ${pascal}EchoesTable {
  id: string;
  user_id: string;
  text: string;
  created_at: Generated<Date>;
}

declare module '../db/types' {
  interface Database {
    ${snake}_echoes: ${pascal}EchoesTable;
  }
}

export const ${camel}Tables = {
  ${snake}_echoes: { id: 'text', user_id: 'text', text: 'text', created_at: 'timestamptz default' },
} satisfies TablesOf<'${snake}_echoes'>;
`,

    [`server/${name}/repository.ts`]: `// The ${title} tool's queries: every read and write of its table (tables.ts).
import type { DB } from '../db/connect';
import { newId } from '../lib/ids';

export function ${camel}Repository(db: DB) {
  return {
    /** Keeps the text as the user's; answers how many texts the user has echoed, this one included. */
    async add(userId: string, text: string): Promise<number> {
      await db.insertInto('${snake}_echoes').values({ id: newId(), user_id: userId, text }).execute();
      const { echoes } = await db
        .selectFrom('${snake}_echoes')
        .select((eb) => eb.fn.countAll<number | string>().as('echoes'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(echoes);
    },
  };
}
`,

    [`server/db/migrations/${migration}.ts`]: `import { sql, type Kysely, type Migration } from 'kysely';

// The ${title} tool's table (server/${name}/tables.ts): each text a user echoed, gone with the user.

const statements = [
  \`create table ${snake}_echoes (
    id text primary key,
    user_id text not null references users(id) on delete cascade,
    text text not null,
    created_at timestamptz not null default now())\`,
  \`create index ${snake}_echoes_user on ${snake}_echoes (user_id)\`,
];

export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
} satisfies Migration;
`,

    [`server/${name}/routes.ts`]: `// The ${title} tool's routes (docs/rest-api.md, "${title}"), under /api and logged in.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ${pascal}Echo, ${pascal}EchoBody } from '../../contract/${name}';
import { authOf } from '../plugins/authentication';

export async function ${camel}Routes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const echoes = app.services.${camel};

  app.post('/${name}/echo', { schema: { body: ${pascal}EchoBody, response: { 200: ${pascal}Echo } } }, async (request) => {
    const { text } = request.body;
    return { text, characters: [...text].length, echoes: await echoes.add(authOf(request).userId, text) };
  });
}
`,

    [`schema/${name}.graphql`]: `# The ${name} domain (docs/rest-api.md, "${title}"): a text echoed with its length.
extend type Mutation {
  "The text, how many characters it has and how many texts the user has echoed (POST /${name}/echo)."
  ${camel}Echo(text: String!): ${pascal}Echo!
}

type ${pascal}Echo {
  text: String!
  characters: Int!
  "How many texts the user has echoed, this one included."
  echoes: Int!
}
`,

    [`src/gateway/${name}/index.ts`]: `// The ${title} tool's part of the gateway (domains.ts lists it). Lazy: its code loads with its
// first operation on a root field of schema/${name}.graphql (compose.ts).
import type { LazyGatewayDomain } from '../domain';

export const ${camel}Gateway: LazyGatewayDomain = { name: '${name}', load: async () => (await import('./domain')).${camel}Domain };
`,

    [`src/gateway/${name}/domain.ts`]: `// The ${title} tool's resolvers and cache config, loaded with its first operation (index.ts).
// Its types without an id need no cache key: they are stored inside their parent (compose.ts).
import type { GatewayDomain } from '../domain';
import { ${camel}Resolvers } from './resolvers';

export const ${camel}Domain: GatewayDomain = { name: '${name}', resolvers: [${camel}Resolvers], cache: {} };
`,

    [`src/gateway/${name}/resolvers.ts`]: `// The ${title} tool's resolvers: GraphQL → REST. The REST answer is the GraphQL type's shape,
// so it is returned as it comes.
import type { Wire } from '../../../contract/common';
import type { ${pascal}Echo } from '../../../contract/${name}';
import type { Resolvers } from '../generated/resolvers';

export const ${camel}Resolvers: Resolvers = {
  Mutation: {
    ${camel}Echo: (_, { text }, { rest }) => rest.post<Wire<typeof ${pascal}Echo>>('/${name}/echo', { text }),
  },
};
`,

    [`src/gateway/${name}/operations.ts`]: `import { graphql } from '../generated';
// The domain's code comes with its operations: a screen that runs them has it at once (index.ts).
import './domain';

// The ${title} tool's operations; types come from \`npm run codegen\`.

export const ${pascal}EchoMutation = graphql(\`
  mutation ${pascal}Echo($text: String!) {
    ${camel}Echo(text: $text) {
      text
      characters
      echoes
    }
  }
\`);
`,

    [`src/machines/${name}/${camel}Machine.ts`]: `import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { ${pascal}EchoMutation } from '../../gateway/${name}/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// The ${title} tool's flow: type a text, Echo sends it (a second press while it is out is
// ignored), then the answer or the server's words. The view reads \`${camel}View\`, never the context.

export interface ${pascal}Answer {
  text: string;
  characters: number;
  echoes: number;
}

interface Context extends WithGateway {
  text: string;
  answer: ${pascal}Answer | null;
  error: string | null;
}

type Event = { type: 'TEXT.CHANGE'; value: string } | { type: 'SUBMIT' };

export const ${camel}Machine = setup({
  types: { input: {} as WithGateway, context: {} as Context, events: {} as Event },
  actors: {
    echo: fromPromise<${pascal}Answer, WithGateway & { text: string }>(async ({ input }) => {
      const result = await gatewayOf(input, '${camel}Machine').mutation(${pascal}EchoMutation, { text: input.text }).toPromise();
      if (result.error || !result.data) throw result.error ?? new Error('The text could not be sent.');
      return result.data.${camel}Echo;
    }),
  },
  guards: {
    hasText: ({ context }) => context.text.trim() !== '',
  },
  actions: {
    keepText: assign(({ event }) => (event.type === 'TEXT.CHANGE' ? { text: event.value } : {})),
  },
}).createMachine({
  id: '${camel}',
  context: ({ input }) => ({ client: input.client, text: '', answer: null, error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'TEXT.CHANGE': { actions: 'keepText' },
        SUBMIT: { guard: 'hasText', target: 'sending' },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'echo',
        src: 'echo',
        input: ({ context }) => ({ client: context.client, text: context.text }),
        onDone: { target: 'editing', actions: assign(({ event }) => ({ answer: event.output, error: null })) },
        onError: { target: 'editing', actions: assign(({ event }) => ({ error: errorText(event.error) })) },
      },
    },
  },
});

/** What the view shows: the text typed, the last answer, the refusal, and whether a send is out. */
export function ${camel}View(snapshot: SnapshotFrom<typeof ${camel}Machine>) {
  const { text, answer, error } = snapshot.context;
  return { text, answer, error, busy: snapshot.hasTag('busy') };
}
`,

    [`src/screens/${name}/${pascal}Screen.tsx`]: `import type { FormEvent } from 'react';
import { useClient } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { ${camel}Machine, ${camel}View } from '../../machines/${name}/${camel}Machine';
import { actorOptions } from '../../machines/inspect';
import { Button } from '../../ui/Button';
import { ErrorText, Field } from '../../ui/Field';
import { pageIntro, pageLead, pageTitle, screenScroller, toolColumn } from '../../ui/toolPage';

// The ${title} tool at \`/app/${name}\` (contract/pages.ts): a view over ${camel}Machine.

export default function ${pascal}Screen() {
  const client = useClient();
  const actor = useActorRef(${camel}Machine, actorOptions({ client }));
  const { text, answer, error, busy } = useSelector(actor, ${camel}View, sameView);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };
  return (
    <div className={screenScroller}>
      <div className={toolColumn}>
        <header className={pageIntro}>
          <h1 className={pageTitle}>${title}</h1>
          <p className={pageLead}>Type a text: it comes back with its length and how many you have echoed.</p>
        </header>
        <form onSubmit={submit}>
          <Field label="Text" value={text} maxLength={1000} onChange={(event) => actor.send({ type: 'TEXT.CHANGE', value: event.target.value })} />
          <ErrorText>{error}</ErrorText>
          <Button type="submit" disabled={busy || !text.trim()}>
            Echo
          </Button>
        </form>
        {answer && (
          <p role="status">
            {answer.text} ({answer.characters} characters; echo {answer.echoes})
          </p>
        )}
      </div>
    </div>
  );
}

const sameView = (a: ReturnType<typeof ${camel}View>, b: ReturnType<typeof ${camel}View>) =>
  a.text === b.text && a.answer === b.answer && a.error === b.error && a.busy === b.busy;
`,

    [`tests/server/${name}.test.ts`]: `import { afterAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser } from './helpers/app';

// The ${title} tool's server side against the real app and database.

const app = await buildTestApp();
afterAll(async () => {
  await app.close();
});

describe('POST /api/${name}/echo', () => {
  it('answers the text, its length and how many texts the user has echoed', async () => {
    const [session, other] = [await signUpUser(app), await signUpUser(app)];
    const echo = (who: typeof session, text: string) => app.inject({ method: 'POST', url: '/api/${name}/echo', headers: bearer(who), payload: { text } });
    const response = await echo(session, 'héllo');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ text: 'héllo', characters: 5, echoes: 1 });
    expect((await echo(session, 'again')).json()).toEqual({ text: 'again', characters: 5, echoes: 2 });
    // Each user's texts are counted apart.
    expect((await echo(other, 'hi')).json()).toEqual({ text: 'hi', characters: 2, echoes: 1 });
  });

  it('refuses an empty text, and anyone logged out', async () => {
    const session = await signUpUser(app);
    expect((await app.inject({ method: 'POST', url: '/api/${name}/echo', headers: bearer(session), payload: { text: '' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/${name}/echo', payload: { text: 'hi' } })).statusCode).toBe(401);
  });
});
`,

    [`tests/machines/${camel}Machine.model.test.ts`]: `import { describe, expect } from 'vitest';
import { ${camel}Machine, ${camel}View } from '../../src/machines/${name}/${camel}Machine';
import { walkShortestPaths } from './helpers/test-model';

// Every shortest path through the ${title} tool's machine, on the machine itself (its effect's
// answers are events): type, a blank text refused, send, the answer, a refusal kept to show.

describe('${camel}Machine', () => {
  walkShortestPaths(
    ${camel}Machine,
    {
      input: {},
      events: [
        { type: 'TEXT.CHANGE', value: 'hello' },
        { type: 'TEXT.CHANGE', value: ' ' },
        { type: 'SUBMIT' },
        { type: 'xstate.done.actor.echo', output: { text: 'hello', characters: 5, echoes: 1 } },
        { type: 'xstate.error.actor.echo', error: new Error('Text must NOT have more than 1000 characters') },
      ],
      facts: (s) => [s.context.text.trim() !== '', !!s.context.answer, !!s.context.error],
    },
    {
      editing: (state) => expect(${camel}View(state).busy).toBe(false),
      sending: (state) => {
        expect(${camel}View(state).busy).toBe(true);
        expect(state.context.text.trim()).not.toBe('');
        expect(state.can({ type: 'SUBMIT' })).toBe(false);
      },
    },
  );
});
`,
  };
}
