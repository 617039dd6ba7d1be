// The top bar's quick prompt box (SPEC §2). Its code (quickPromptMachine and its results
// list) loads right after the first paint rather than with it: until then a read-only field
// that looks the same stands in its place, and a focus it got passes on to the box.
import { lazy, Suspense } from 'react';
import { box, field, focusEarly, placeholder } from './quickPromptField';

const QuickPromptBox = lazy(async () => ({ default: (await import('./QuickPromptBox')).QuickPromptBox }));

export function QuickPrompt() {
  return (
    <Suspense fallback={<QuickPromptPlaceholder />}>
      <QuickPromptBox />
    </Suspense>
  );
}

function QuickPromptPlaceholder() {
  return (
    <div className={box}>
      <input type="text" readOnly className={field} aria-label="Quick prompt" placeholder={placeholder} onFocus={focusEarly} />
    </div>
  );
}
