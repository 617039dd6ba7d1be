// Fails when src/gateway/generated differs from what `npm run codegen` would write,
// so nobody ships a schema change without regenerated types.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import config from '../codegen';

const outputs = (await generate({ ...config, silent: true }, false)) as { filename: string; content: string }[];
const stale: string[] = [];
for (const { filename, content } of outputs) {
  const onDisk = await readFile(resolve(filename), 'utf8').catch(() => null);
  if (onDisk !== content) stale.push(filename);
}
if (stale.length) {
  console.error(`Generated code is stale; run \`npm run codegen\`:\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log(`codegen: ${outputs.length} generated files are up to date`);
