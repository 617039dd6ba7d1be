import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

// Inputs carry the server's limits: every text input and textarea of the main forms has a
// `maxLength`, taken from contract/ (a named constant, never a number typed again here), so a
// form stops where the server would refuse instead of refusing after the fact. A file added to a
// main form's folder joins this list.
const mainForms = [
  'src/screens/account/AuthForm.tsx',
  'src/screens/account/AccountFormCard.tsx',
  'src/screens/account/AccountScreen.tsx',
  'src/screens/workspaces/WorkspaceSections.tsx',
  'src/screens/workspaces/InlineForm.tsx',
  'src/screens/chat/PromptBox.tsx',
  'src/screens/writer/DocumentForm.tsx',
  'src/screens/feedback/FeedbackDialog.tsx',
  'src/screens/library/HistoryItem.tsx',
  'src/app/QuickPromptBox.tsx',
  'src/screens/library/AudienceModal.tsx',
  'src/screens/affiliate/PayoutMethodCard.tsx',
  'src/screens/affiliate/AffiliateScreen.tsx',
  'src/ui/payment/AddressFields.tsx',
  'src/ui/payment/CouponField.tsx',
];

/** Each JSX opening tag of a text control in `source` (up to its closing `>`), skipping non-text inputs. */
function textControls(source: string): string[] {
  const tags: string[] = [];
  for (const match of source.matchAll(/<(input|textarea|Field|InlineForm)\b/g)) {
    let depth = 0;
    let end = match.index!;
    // Walk to the tag's end, stepping over `{…}` expressions (which may hold `>` of arrows).
    for (; end < source.length; end++) {
      const char = source[end];
      if (char === '{') depth++;
      else if (char === '}') depth--;
      else if (char === '>' && depth === 0) break;
    }
    const tag = source.slice(match.index!, end + 1);
    if (/type="(file|checkbox|radio|hidden)"/.test(tag) || /\breadOnly\b/.test(tag)) continue;
    tags.push(tag);
  }
  return tags;
}

test.each(mainForms)('%s: every text control carries a maxLength from contract/', (file) => {
  const source = readFileSync(file, 'utf8');
  const controls = textControls(source);
  for (const tag of controls) {
    // InlineForm passes `input` props through to its input; the others carry the attribute.
    if (tag.startsWith('<InlineForm') || /\{\.\.\.input\}/.test(tag)) continue;
    expect(tag, `${file}: ${tag.slice(0, 80)}`).toMatch(/maxLength=\{/);
  }
  for (const tag of controls.filter((control) => control.startsWith('<InlineForm'))) expect(tag, `${file}: ${tag.slice(0, 80)}`).toMatch(/maxLength: /);
  expect(source, `${file} types a limit as a number`).not.toMatch(/maxLength(=\{|: )\d/);
});

test('the account forms cannot list a field without its limit', () => {
  // FieldSpec's maxLength is required, so TypeScript refuses a field spec that forgets it.
  expect(readFileSync('src/screens/account/AccountFormCard.tsx', 'utf8')).toMatch(/^\s+maxLength: number;$/m);
});
