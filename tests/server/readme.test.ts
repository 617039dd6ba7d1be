// The README is what a newcomer reads: its configuration table and quick start must tell the truth.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { configTable } from '../../scripts/readme-config';

const readme = readFileSync('README.md', 'utf8');

test('the README lists every environment variable with its default', () => {
  expect(readme).toContain(configTable());
});

test('the quick start is the two commands', () => {
  expect(readme).toContain('npm install && npm start');
  expect(readme).toContain('npm install && npm test');
});
