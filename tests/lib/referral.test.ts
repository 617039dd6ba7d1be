import { beforeEach, describe, expect, it } from 'vitest';
import { forgetReferral, keepReferral, storedReferral } from '../../src/lib/referral';

// The affiliate code a visitor arrived with, kept until signup (src/lib/referral.ts).

const day = 86_400_000;

describe('the kept referral code', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a ?ref= code, the last one followed winning, until it is forgotten', () => {
    keepReferral('?ref=abcDEF123_-x&utm=x', 0);
    expect(storedReferral(day)).toBe('abcDEF123_-x');
    keepReferral('?ref=second', day);
    expect(storedReferral(day)).toBe('second');
    keepReferral('?other=1', day);
    expect(storedReferral(day)).toBe('second');
    forgetReferral();
    expect(storedReferral(day)).toBeUndefined();
  });

  it('ignores a malformed code and drops one older than 30 days', () => {
    keepReferral('?ref=%3Cscript%3E', 0);
    expect(storedReferral(0)).toBeUndefined();
    keepReferral('?ref=good', 0);
    expect(storedReferral(30 * day)).toBe('good');
    expect(storedReferral(31 * day)).toBeUndefined();
    localStorage.setItem('atelier.referral', '{not json');
    expect(storedReferral(0)).toBeUndefined();
  });
});
