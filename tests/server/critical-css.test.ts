// A prerendered page's critical CSS (scripts/critical-css.ts): the rules that may match its
// markup, in order, with their at-rules, and nothing its markup cannot use.
import { describe, expect, it } from 'vitest';
import { classesOf, criticalCss } from '../../scripts/critical-css';

const css = [
  ':root{--c:red}',
  'body{margin:0}',
  '.a{color:red}',
  '.b{color:blue}',
  '.a .c{color:green}',
  '.a:hover:not(.b){color:pink}',
  '.b,.a>span{color:gray}',
  ':is(.x,.a) .a{color:teal}',
  '@media (width<=760px){.a{color:black}.b{color:white}}',
  '@media print{.b{display:none}}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  "@font-face{font-family:Emoji;src:local('Noto Color Emoji')}",
  '.prerendered{display:contents}',
].join('');

describe('critical CSS', () => {
  it('keeps the rules the classes of the markup may match and the page-wide ones, in order, and drops the others', () => {
    const classes = classesOf('<div class="a"><p class="a  d">x</p></div>', ['prerendered']);
    expect([...classes].sort()).toEqual(['a', 'd', 'prerendered']);
    expect(criticalCss(css, classes)).toBe(
      [
        ':root{--c:red}',
        'body{margin:0}',
        '.a{color:red}',
        // A class under :not() or :is() may be absent: the rule may still match.
        '.a:hover:not(.b){color:pink}',
        // One selector of the list that may match keeps the rule.
        '.b,.a>span{color:gray}',
        ':is(.x,.a) .a{color:teal}',
        '@media (width<=760px){.a{color:black}}',
        '@keyframes spin{to{transform:rotate(360deg)}}',
        "@font-face{font-family:Emoji;src:local('Noto Color Emoji')}",
        '.prerendered{display:contents}',
      ].join(''),
    );
  });
});
