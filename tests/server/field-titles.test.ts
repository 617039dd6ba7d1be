// Refusals speak the field's label (server/plugins/validation-message.ts reads the schema's
// `title`): every field of every /api route's body and query has one, so a refusal names it as
// the form does, never by its wire name. Routes added later are walked the same way. /v1 is
// left out: it is OpenAI's API for programs, whose refusals name the parameter as OpenAI does.
import { afterAll, expect, test } from 'vitest';
import { buildTestApp } from './helpers/app';

const app = await buildTestApp();
afterAll(() => app.close());

type Schema = { title?: unknown; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[] };

/** The paths of the fields under `schema` that have no title, nested objects and list items included. */
function untitled(schema: Schema | undefined, path: string): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const fields = Object.entries(schema.properties ?? {}).flatMap(([name, field]) => [
    ...(typeof field.title === 'string' ? [] : [`${path}.${name}`]),
    ...untitled(field, `${path}.${name}`),
  ]);
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((branch) => untitled(branch, path));
  return [...fields, ...untitled(schema.items, `${path}[]`), ...branches];
}

test('every body and query field of the /api routes has a title', () => {
  const routes = app.routeTable.filter((route) => route.url.startsWith('/api/'));
  expect(routes.filter((route) => route.schema.body || route.schema.querystring).length).toBeGreaterThan(40);
  const missing = routes.flatMap((route) => [
    ...untitled(route.schema.body as Schema, `${route.method} ${route.url} body`),
    ...untitled(route.schema.querystring as Schema, `${route.method} ${route.url} query`),
  ]);
  expect(missing).toEqual([]);
});
