import { describe, expect, it } from 'vitest';
import { categoryLabel, compound, percent, wholeShares } from '../../src/screens/classifier/format';

// How the classifier's figures read: category names, percentages, the signed score, and the
// sentiment's shares rounded so they still add up to 100%.

describe('classifier figures', () => {
  it.each([
    ['harassment', 'Harassment'],
    ['harassment/threatening', 'Harassment (threatening)'],
    ['self-harm/instructions', 'Self-harm (instructions)'],
    ['sexual/minors', 'Sexual (minors)'],
  ])('%s reads as %s', (name, label) => expect(categoryLabel(name)).toBe(label));

  it.each([
    [0, '0%'],
    [0.001, '<1%'],
    [0.5, '50%'],
    [0.954, '95%'],
    [1, '100%'],
  ])('score %s reads as %s', (score, text) => expect(percent(score)).toBe(text));

  it.each([
    [-0.9, '−0.90'],
    [0, '0.00'],
    [0.881, '+0.88'],
  ])('compound %s reads as %s', (value, text) => expect(compound(value)).toBe(text));

  it.each([
    [[0.625, 0.375, 0], [63, 37, 0]],
    [[0.333, 0.333, 0.334], [33, 33, 34]],
    [[0, 0.22, 0.78], [0, 22, 78]],
    [[0.005, 0.005, 0.99], [1, 0, 99]],
    [[0, 1, 0], [0, 100, 0]],
  ])('shares %j read as %j', (parts, shares) => {
    expect(wholeShares(parts)).toEqual(shares);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(100);
  });
});
