// src/lib/pendingPath: what the login and sign-up pages keep for the dashboard, and what it may
// ever send anyone to (README, "Dashboard").
import { afterEach, describe, expect, it } from 'vitest';
import { forgetPendingPath, isPendingPath, pendingPathLifetimeMs, readPendingPath, rememberPendingPath, takePendingPath } from '../../src/lib/pendingPath';

afterEach(() => localStorage.clear());

describe('isPendingPath', () => {
  it.each([
    ['/writer/preset-blog-post', true],
    ['/app/coder/abc?model=gpt-4o#top', true],
    ['/', true],
    ['/billing/plans', true],
    // Never back to logging in, nor to the dashboard that follows it.
    ['/login', false],
    ['/login?redirect=/x', false],
    ['/signup/', false],
    ['/dashboard', false],
    ['/dashboard?x=1', false],
    // contract/redirect.ts's refusals (tests/server/account-redirect.test.ts has them all).
    ['//evil.com', false],
    ['/\\evil.com', false],
    ['https://evil.com/x', false],
    ['javascript:alert(1)', false],
    ['/%2f/evil.com', false],
    ['', false],
    [null, false],
  ])('%j → %s', (path, expected) => expect(isPendingPath(path)).toBe(expected));
});

describe('the stored pending path', () => {
  it('is kept across tabs (localStorage) and taken once', () => {
    rememberPendingPath('/writer/preset-blog-post');
    expect(localStorage.getItem('pending-path')).toContain('/writer/preset-blog-post');
    expect(readPendingPath()).toBe('/writer/preset-blog-post');
    expect(readPendingPath()).toBe('/writer/preset-blog-post');
    expect(takePendingPath()).toBe('/writer/preset-blog-post');
    expect(takePendingPath()).toBeNull();
  });

  it('keeps nothing it would refuse to follow, and the newest path wins', () => {
    rememberPendingPath('//evil.com');
    rememberPendingPath('/login');
    expect(readPendingPath()).toBeNull();
    rememberPendingPath('/app/coder');
    rememberPendingPath('/writer');
    expect(readPendingPath()).toBe('/writer');
    forgetPendingPath();
    expect(readPendingPath()).toBeNull();
  });

  it('lasts a day', () => {
    const now = Date.now();
    rememberPendingPath('/app/coder', now);
    expect(readPendingPath(now + pendingPathLifetimeMs)).toBe('/app/coder');
    expect(readPendingPath(now + pendingPathLifetimeMs + 1)).toBeNull();
  });

  it('ignores whatever else is stored under its key: another site, bad JSON, no time', () => {
    for (const stored of [JSON.stringify({ path: '//evil.com', at: Date.now() }), '/writer', '{', JSON.stringify({ path: '/writer' }), JSON.stringify({ path: '/writer', at: Date.now() + 3_600_000 })]) {
      localStorage.setItem('pending-path', stored);
      expect(readPendingPath(), stored).toBeNull();
    }
  });
});
