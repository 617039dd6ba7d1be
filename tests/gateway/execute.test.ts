// The gateway's lean executor against graphql-js, the reference it replaces in the browser:
// the same documents over the same resolvers give the same data and the same errors (message
// and path), for everything the gateway's documents use.
import { parse as parseWeb } from '@0no-co/graphql.web';
import { buildSchema, execute as referenceExecute, GraphQLObjectType, GraphQLUnionType, introspectionFromSchema, parse, type GraphQLFieldResolver } from 'graphql';
import { describe, expect, test } from 'vitest';
import { addFields, executableSchema } from '../../src/gateway/executable-schema';
import { execute, subscribe, type ExecutionResult } from '../../src/gateway/execute';
import { RestError } from '../../src/gateway/rest';

const sdl = /* GraphQL */ `
  type Query {
    me: User
    user(id: ID!): User
    users(first: Int = 2): [User!]!
    feed: [Event!]!
    broken: String
    brokenUser: User
    tags: [String]
  }
  type Mutation { add(name: String!): Int! }
  type Subscription { ticks(upTo: Int!): Tick! }
  type Tick { n: Int! }
  type User { id: ID!, name: String!, friend: User, email: String! }
  type Post { id: ID!, title: String! }
  type Note { id: ID!, text: String }
  union Event = Post | Note
`;

const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 1));
const people = [
  { id: '1', name: 'Ada', email: 'ada@example.com' },
  { id: '2', name: 'Grace', email: 'grace@example.com' },
  { id: '3', name: 'Edsger', email: null },
];

function resolvers(log: string[] = []) {
  return {
    Query: {
      me: () => later(people[0]),
      user: (_: unknown, { id }: { id: string }) => people.find((person) => person.id === id) ?? null,
      users: (_: unknown, { first }: { first: number }) => people.slice(0, first),
      feed: () => [later({ __typename: 'Post', id: 'p', title: 'Hello' }), { __typename: 'Note', id: 'n', text: null }],
      broken: () => {
        throw new RestError('You are logged out.', 401);
      },
      brokenUser: () => people[2], // its email is null: non-null propagates to brokenUser
      tags: () => ['a', later(null), 'c'],
    },
    User: { friend: (user: { id: string }) => later(people.find((person) => person.id !== user.id) ?? null) },
    Event: { __resolveType: (event: { __typename: string }) => event.__typename },
    Mutation: {
      add: async (_: unknown, { name }: { name: string }) => {
        log.push(`start ${name}`);
        await later(null);
        log.push(`end ${name}`);
        return name.length;
      },
    },
  };
}

/** graphql-js with the same resolver maps set on its fields. */
function reference(maps: ReturnType<typeof resolvers>) {
  const schema = buildSchema(sdl);
  for (const [typeName, fields] of Object.entries(maps)) {
    const type = schema.getType(typeName);
    for (const [name, resolver] of Object.entries(fields)) {
      if (type instanceof GraphQLUnionType) type.resolveType = resolver as never;
      else (type as GraphQLObjectType).getFields()[name].resolve = resolver as GraphQLFieldResolver<unknown, unknown>;
    }
  }
  return schema;
}

const plain = (result: ExecutionResult | Awaited<ReturnType<typeof referenceExecute>>) => ({
  data: result.data,
  errors: result.errors?.map((error) => ({ message: error.message, path: error.path })),
});

async function both(document: string, variables?: Record<string, unknown>) {
  const ours = await execute({ schema: executableSchema(introspectionFromSchema(buildSchema(sdl)), [resolvers()]), document: parseWeb(document), variables });
  const theirs = await referenceExecute({ schema: reference(resolvers()), document: parse(document), variableValues: variables });
  return { ours, theirs };
}

describe('the gateway executor answers like graphql-js', () => {
  test.each([
    ['aliases, nested async fields and __typename', `{ me { __typename id name best: friend { name } } }`],
    ['arguments from variables and literals, and a variable default', `query Q($id: ID!, $first: Int = 1) { user(id: $id) { name } users(first: $first) { id } all: users(first: 3) { id } }`],
    ['fragments and inline fragments on a union', `{ feed { __typename ...PostFields ... on Note { id text } } } fragment PostFields on Post { id title }`],
    ['the same field from two fragments merges its selections', `{ me { ...A ...B } } fragment A on User { friend { id } } fragment B on User { friend { name } }`],
    ['@skip and @include', `query Q($yes: Boolean!) { me { id @skip(if: $yes) name @include(if: $yes) } }`],
    ['a nullable list with a null item', `{ tags }`],
  ])('%s', async (_, document) => {
    const { ours, theirs } = await both(document, { id: '2', yes: true });
    expect(plain(ours)).toEqual(plain(theirs));
    expect(ours.errors).toBeUndefined();
  });

  test('a failing field is null with its error at its path; the REST status travels in its extensions', async () => {
    const { ours, theirs } = await both(`{ me { name } broken }`);
    expect(plain(ours)).toEqual(plain(theirs));
    expect(ours.data).toEqual({ me: { name: 'Ada' }, broken: null });
    expect(ours.errors?.[0]).toMatchObject({ message: 'You are logged out.', path: ['broken'], extensions: { status: 401 } });
    expect(ours.errors?.[0].originalError).toBeInstanceOf(RestError);
  });

  test('null in a non-null field nulls the nearest nullable parent, with the message graphql-js gives', async () => {
    const { ours, theirs } = await both(`{ brokenUser { id email } me { id } }`);
    expect(plain(ours)).toEqual(plain(theirs));
    expect(ours.data).toEqual({ brokenUser: null, me: { id: '1' } });
  });

  test('a mutation runs its fields one after another', async () => {
    const log: string[] = [];
    const schema = executableSchema(introspectionFromSchema(buildSchema(sdl)), [resolvers(log)]);
    const result = await execute({ schema, document: parseWeb(`mutation { a: add(name: "x") b: add(name: "yy") }`) });
    expect(result.data).toEqual({ a: 1, b: 2 });
    expect(log).toEqual(['start x', 'end x', 'start yy', 'end yy']);
  });

  test('a subscription executes each event through the selection, and return() reaches its source', async () => {
    let returned = false;
    const source = (upTo: number): AsyncIterableIterator<{ n: number }> => {
      let n = 0;
      const iterator: AsyncIterableIterator<{ n: number }> = {
        next: async () => (n < upTo ? { done: false, value: { n: ++n } } : { done: true, value: undefined }),
        return: async () => {
          returned = true;
          return { done: true, value: undefined };
        },
        [Symbol.asyncIterator]: () => iterator,
      };
      return iterator;
    };
    const schema = executableSchema(introspectionFromSchema(buildSchema(sdl)), [
      { Subscription: { ticks: { subscribe: (_: unknown, { upTo }: { upTo: number }) => source(upTo), resolve: (tick: unknown) => tick } } },
    ]);
    const events = (await subscribe({ schema, document: parseWeb(`subscription { ticks(upTo: 5) { n kind: __typename } }`) })) as AsyncIterableIterator<ExecutionResult>;
    expect((await events.next()).value).toEqual({ data: { ticks: { n: 1, kind: 'Tick' } } });
    expect((await events.next()).value).toEqual({ data: { ticks: { n: 2, kind: 'Tick' } } });
    await events.return!();
    expect(returned).toBe(true);
  });

  test('resolvers for a type or field the schema lacks are refused when the schema is built', () => {
    const introspection = introspectionFromSchema(buildSchema(sdl));
    expect(() => executableSchema(introspection, [{ Nope: {} }])).toThrow('Resolvers for Nope, which the schema does not define');
    expect(() => executableSchema(introspection, [{ User: { age: () => 1 } }])).toThrow('Resolver for User.age, which the schema does not define');
  });
});

describe('a field without a resolver reads its REST source', () => {
  const snakeSdl = /* GraphQL */ `
    type Query { account: Account, accounts: [Account!]!, named: Account }
    type Account { id: ID!, createdAt: String, displayName: String, owner: Owner, payouts: [Payout!]! }
    type Owner { id: ID!, emailVerifiedAt: String }
    type Payout { id: ID!, accountHolder: String! }
  `;
  const row = {
    id: 'a',
    created_at: '2026-01-01',
    display_name: 'snake',
    owner: { id: 'o', email_verified_at: '2026-01-02' },
    payouts: [{ id: 'p', account_holder: 'Ada' }],
  };
  const run = (maps: Record<string, unknown>[], document: string) =>
    execute({ schema: executableSchema(introspectionFromSchema(buildSchema(snakeSdl)), maps), document: parseWeb(document) });

  test('a camelCase field reads its snake_case key, in nested objects and lists too', async () => {
    const result = await run([{ Query: { account: () => row, accounts: () => [row, later(row)] } }], `{
      account { id createdAt displayName owner { emailVerifiedAt } payouts { accountHolder } }
      accounts { createdAt payouts { accountHolder } }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      account: { id: 'a', createdAt: '2026-01-01', displayName: 'snake', owner: { emailVerifiedAt: '2026-01-02' }, payouts: [{ accountHolder: 'Ada' }] },
      accounts: [
        { createdAt: '2026-01-01', payouts: [{ accountHolder: 'Ada' }] },
        { createdAt: '2026-01-01', payouts: [{ accountHolder: 'Ada' }] },
      ],
    });
  });

  test('the camelCase key wins when present, also when it holds null', async () => {
    const result = await run([{ Query: { account: () => ({ ...row, displayName: 'camel', createdAt: null }) } }], `{ account { displayName createdAt } }`);
    expect(result.data).toEqual({ account: { displayName: 'camel', createdAt: null } });
  });

  test('a field with a resolver reads neither key', async () => {
    const result = await run([{ Query: { account: () => ({ ...row, displayName: 'camel' }) }, Account: { displayName: () => 'resolved' } }], `{ account { displayName } }`);
    expect(result.data).toEqual({ account: { displayName: 'resolved' } });
  });

  test("a lazy domain's fields, added later, read their snake_case keys too", async () => {
    const introspection = introspectionFromSchema(buildSchema(snakeSdl));
    const schema = executableSchema(introspection, [{ Query: { account: () => row } }], new Set(['Account']));
    expect(schema.types.get('Account')!.fields.size).toBe(0);
    const accountType = introspection.__schema.types.find((type) => type.name === 'Account')!;
    addFields(schema, 'Account', 'fields' in accountType ? accountType.fields : []);
    const result = await execute({ schema, document: parseWeb(`{ account { createdAt displayName } }`) });
    expect(result.data).toEqual({ account: { createdAt: '2026-01-01', displayName: 'snake' } });
  });
});
