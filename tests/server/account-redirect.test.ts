// The same-site rule for `/login?redirect=…` (contract/redirect.ts), case by case.
import { describe, expect, it } from 'vitest';
import { isSameSitePath, safeRedirect } from '../../contract/redirect';

const cases: [unknown, boolean][] = [
  ['/app', true],
  ['/app/chat/abc?x=1#top', true],
  ['/', true],
  ['/account?tab=security', true],
  ['/a//b', true],
  ['//evil.com', false],
  ['///evil.com', false],
  ['/\\evil.com', false],
  ['/\\/evil.com', false],
  ['/app\\..\\x', false],
  ['\\\\evil.com', false],
  ['https://evil.com', false],
  ['http:/evil.com', false],
  ['javascript:alert(1)', false],
  ['JAVASCRIPT:alert(1)', false],
  ['data:text/html,x', false],
  ['evil.com', false],
  ['app', false],
  ['', false],
  [' /app', false],
  ['/\t/evil.com', false],
  ['/\n/evil.com', false],
  ['/%2f/evil.com', false],
  ['/%5Cevil.com', false],
  ['/' + 'a'.repeat(3000), false],
  [null, false],
  [undefined, false],
  [42, false],
  [['/app'], false],
];

describe('isSameSitePath', () => {
  it.each(cases)('%j → %s', (value, expected) => {
    expect(isSameSitePath(value)).toBe(expected);
  });
});

describe('safeRedirect', () => {
  it('keeps a same-site path and replaces anything else with the fallback', () => {
    expect(safeRedirect('/app/writer')).toBe('/app/writer');
    expect(safeRedirect('//evil.com')).toBe('/app');
    expect(safeRedirect('https://evil.com', '/')).toBe('/');
  });
});
