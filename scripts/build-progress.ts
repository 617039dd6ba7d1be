// A Vite plugin that tells how far a build is, for the first `npm start` (server/spa.ts), which
// otherwise waits a minute in silence. The share of the work is estimated: modules transformed
// against about how many the app has (rolldown does not say beforehand), then writing the
// chunks, then compressing and prerendering (the plugins after this one, in closeBundle).
import type { Plugin } from 'vite';

/** About how many modules the client build transforms (694 in November 2026); only the bar's pace depends on it. */
const EXPECTED_MODULES = 700;

export function buildProgress(report: (percent: number) => void): Plugin {
  let modules = 0;
  let shown = -1;
  const show = (percent: number) => {
    const rounded = Math.min(99, Math.floor(percent));
    if (rounded > shown) report((shown = rounded));
  };
  return {
    name: 'atelier:build-progress',
    apply: 'build',
    buildStart() {
      show(0);
    },
    transform: {
      order: 'pre',
      handler() {
        modules++;
        // Transforming (linaria's styles above all) is about two thirds of the whole.
        show(Math.min(modules / EXPECTED_MODULES, 1) * 65);
      },
    },
    renderStart() {
      show(65);
    },
    writeBundle() {
      // What is left, about a quarter: compressing the files and prerendering the logged-out pages.
      show(75);
    },
  };
}
