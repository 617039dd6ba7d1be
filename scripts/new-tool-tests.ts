// The tests `npm run new-tool` writes for a tool beside its server test and machine model test
// (scripts/new-tool-files.ts): its gateway test (the operation through the real gateway client
// against the real server, as tests/gateway/<domain>.test.ts do) and its screen test (the whole
// app at the tool's page against the real server, tests/screens/helpers/render-app.tsx). Apart
// from the other files so each file stays one layer's templates.
import type { ToolNames } from './new-tool-files';

export function toolTests({ name, camel, pascal, title }: ToolNames): Record<string, string> {
  return {
    [`tests/gateway/${name}.test.ts`]: `import { afterAll, beforeAll, expect, test } from 'vitest';
import { ${pascal}EchoMutation } from '../../src/gateway/${name}/operations';
import { startGateway } from './helpers/gateway';

// The ${title} tool through the gateway against the real server: the answer in GraphQL's names
// from one request, and the server's refusal as an error with its status.

let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway?.close());

test('echo answers the text, its length and how many texts the user has echoed, in one request', async () => {
  const { client, requests } = await gateway.guestSession();
  const first = await client.mutation(${pascal}EchoMutation, { text: 'héllo' }).toPromise();
  expect(first.error).toBeUndefined();
  expect(first.data!.${camel}Echo).toMatchObject({ text: 'héllo', characters: 5, echoes: 1 });
  expect(requests).toEqual(['POST /api/${name}/echo']);
  const second = await client.mutation(${pascal}EchoMutation, { text: 'again' }).toPromise();
  expect(second.data!.${camel}Echo).toMatchObject({ text: 'again', characters: 5, echoes: 2 });
});

test('an empty text is refused with the server\\'s status', async () => {
  const { client } = await gateway.guestSession();
  const result = await client.mutation(${pascal}EchoMutation, { text: '' }).toPromise();
  expect(result.data).toBeFalsy();
  expect(result.error?.graphQLErrors[0]!.extensions).toMatchObject({ status: 400 });
});
`,

    [`tests/screens/${name}.test.tsx`]: `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';

// The ${title} page against the real server, through the whole app at /app/${name}: Echo waits
// for a text, the answer shows with its length and count, and a failed send says so and keeps
// the text for the next try.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const slow = { timeout: 10_000 };

describe('the ${title} page', () => {
  it('echoes a text with its length and how many the user has echoed', async () => {
    const { user } = renderApp(null, { server, path: '/app/${name}', user: await server.user() });
    const text = await screen.findByLabelText('Text', {}, slow);
    const echo = screen.getByRole('button', { name: 'Echo' });
    expect(echo).toBeDisabled();
    await user.type(text, 'héllo');
    await user.click(echo);
    expect(await screen.findByText('héllo (5 characters; echo 1)', {}, slow)).toBeInTheDocument();
    await user.click(echo);
    expect(await screen.findByText('héllo (5 characters; echo 2)', {}, slow)).toBeInTheDocument();
  });

  it('says when the text could not be sent, and sends it on the next press', async () => {
    const { user, network } = renderApp(null, { server, path: '/app/${name}', user: await server.user() });
    await user.type(await screen.findByLabelText('Text', {}, slow), 'hi');
    network.failNext('/api/${name}/echo');
    await user.click(screen.getByRole('button', { name: 'Echo' }));
    expect(await screen.findByText('Network error. Please try again later.', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Echo' }));
    expect(await screen.findByText('hi (2 characters; echo 1)', {}, slow)).toBeInTheDocument();
  });
});
`,
  };
}
