// What every media tool's item made by a job shares on the server (speeches, compositions, and the
// tools to come): its title from the prompt, its job's state as the user sees it, and the key of a
// library page in the app's list cache.
import { pageSize } from '../../contract/common';
import { isFinished } from '../../contract/media';

/** The prompt's beginning on one line, cut at a word where it can be (80 characters, then "…"). */
export function titleFromPrompt(prompt: string, maxLength: number): string {
  const oneLine = prompt.replace(/\s+/g, ' ');
  if (oneLine.length <= 80) return oneLine;
  const cut = oneLine.slice(0, 80);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > 40 ? cut.slice(0, atWord) : cut).slice(0, maxLength)}…`;
}

/** Until the item is done or failed, its job says how far it got (queued again after a restart, its progress). */
export function jobProgress(row: { state: number; progress: number; job_state: number | null; job_progress: number | null }) {
  return isFinished(row.state) ? { state: row.state, progress: row.progress } : { state: row.job_state ?? row.state, progress: row.job_progress ?? 0 };
}

/**
 * A library page's key in the app's list cache (server/lib/list-cache.ts): every value it depends
 * on. The page carries signed links to the items' files, which live a day
 * (media-files/signed-link.ts); the key changes every hour, so a kept page never hands out a link
 * older than that.
 */
export const linkedPageKey = (list: string, { limit, starting_after }: { limit?: number; starting_after?: string }, now = Date.now()) =>
  `${list} ${limit ?? pageSize} ${starting_after ?? ''} ${Math.floor(now / 3600_000)}`;
