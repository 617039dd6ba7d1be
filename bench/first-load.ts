// A first visit: what each page loads before its first paint against the targets (none
// for the logged-out `/`, `/login` and `/signup` when the build sends them prerendered, printed
// beside what each loads until it is interactive), every chunk against its budget (the bench exits non-zero, loudly, when one
// grows past it), and Lighthouse (mobile, simulated slow 4G and a 4× slower CPU) on `/`, `/login`
// and a shared conversation's page for a logged-out visitor (bench/lighthouse.ts).
import { chunksOverBudget, KiB, pageTargets } from './budgets';
import { pageFirstLoad, servedPage } from './bundle';
import { lighthouseOnPages, printLighthouseFigures, type LighthouseFigures } from './lighthouse';

export interface FirstLoadFigures {
  /**
   * `gzip`/`brotli`: JavaScript before the first paint (0 for a page sent prerendered);
   * `interactive`: until the app runs, and `html`: the page as sent, for a prerendered one.
   */
  pages: {
    page: string;
    gzip: number;
    brotli: number;
    files: number;
    target: number;
    prerendered?: { interactiveGzip: number; interactiveBrotli: number; htmlBytes: number; htmlGzip: number };
  }[];
  overBudget: { name: string; gzip: number; budget: number }[];
  lighthouse: LighthouseFigures;
}

export async function firstLoadBench(distDir = 'dist', lighthouseRuns = 5): Promise<FirstLoadFigures> {
  const pages = [];
  for (const { page, screen, target, prerendered } of pageTargets) {
    const load = await pageFirstLoad(distDir, screen);
    const served = prerendered ? servedPage(distDir, prerendered) : null;
    if (served?.prerendered) {
      pages.push({ page, gzip: 0, brotli: 0, files: 0, target, prerendered: { interactiveGzip: load.gzip, interactiveBrotli: load.brotli, htmlBytes: served.bytes, htmlGzip: served.gzip } });
    } else pages.push({ page, gzip: load.gzip, brotli: load.brotli, files: load.files.length, target });
  }
  return { pages, overBudget: await chunksOverBudget(distDir), lighthouse: await lighthouseOnPages(lighthouseRuns) };
}

const kib = (n: number) => `${(n / KiB).toFixed(1)} KiB`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

export function printFirstLoadFigures({ pages, overBudget, lighthouse }: FirstLoadFigures) {
  for (const { page, gzip, brotli, files, target, prerendered } of pages) {
    const paint = prerendered
      ? `${kib(gzip)} before its first paint (sent prerendered: ${kib(prerendered.htmlBytes)} of HTML, ${kib(prerendered.htmlGzip)} gzipped), ${kib(prerendered.interactiveGzip)} gzipped until it is interactive (${kib(prerendered.interactiveBrotli)} as sent with brotli)`
      : `${kib(gzip)} gzipped, ${kib(brotli)} as sent with brotli, ${files} files`;
    console.log(`first-load JS, ${page}: ${paint} (target ≤ ${kib(target)} gzipped) ${verdict(gzip <= target)}`);
  }
  printLighthouseFigures(lighthouse);
  if (overBudget.length) {
    for (const { name, gzip, budget } of overBudget) console.error(`BUNDLE BUDGET EXCEEDED: ${name} is ${kib(gzip)} gzipped, its budget ${kib(budget)} (bench/budgets.ts)`);
    process.exitCode = 1;
  } else {
    console.log('bundle budget: every chunk within its budget');
  }
}
