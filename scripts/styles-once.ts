// linaria's styles (wyw-in-js) cost most of a build: each styled module is run in Node to find
// its CSS and class names. The prerender's nested build (scripts/prerender.ts) turns the same
// files into the same code, so it takes what the client build made, by file and content, instead
// of evaluating every module a second time (that second pass took 45 s of a 90 s build). Only a
// file the client build did not see, or saw with other content, is transformed again.
import wyw from '@wyw-in-js/vite';
import type { Plugin, TransformResult } from 'vite';

type WywOptions = Parameters<typeof wyw>[0];
type Transform = (this: unknown, code: string, id: string, options?: { ssr?: boolean }) => Promise<TransformResult | null | undefined>;

/** The client's stylesheet import wyw appends; the prerender has no use for CSS and no such file on disk. */
const STYLESHEET_IMPORT = /\nimport "[^"]+\.wyw-in-js\.css";\n/;

/** A factory of wyw plugins that share their transforms: call it once per build. */
export function stylesOnce(options: WywOptions): () => Plugin {
  // `result` null: the file has no styles, which is as costly to find out again.
  const made = new Map<string, { source: string; result: TransformResult | null }>();
  return () => {
    const plugin = wyw(options);
    const transform = plugin.transform as Transform;
    return {
      ...plugin,
      async transform(code, id, transformOptions) {
        const earlier = made.get(id);
        if (earlier?.source === code) {
          if (!earlier.result || !transformOptions?.ssr) return earlier.result;
          return { ...earlier.result, code: earlier.result.code.replace(STYLESHEET_IMPORT, '\n') };
        }
        const result = await transform.call(this, code, id, transformOptions);
        if (!transformOptions?.ssr) made.set(id, { source: code, result: result ?? null });
        return result;
      },
    };
  };
}
