// JSON from outside (a request body, a multipart field, a captcha token, a caller's tool-call
// arguments) is parsed only after one linear pass over its bytes has found its arrays and
// objects nested no deeper than `maxJsonDepth`. V8's JSON.parse needs about 0.3 ms per KB of
// brackets nested hundreds of thousands deep (a 1 MB body held the event loop ~300 ms), and
// every later walk over such a value (the input checks, a provider SDK's JSON.stringify) risks
// the call stack. Real JSON is shallow: an OpenAI tool's parameter schema nests 10–30 levels.

/** Arrays and objects inside one another, at most: generous for tool schemas, far from any stack limit. */
export const maxJsonDepth = 100;

export const tooDeeplyNested = `The request body is nested too deeply: at most ${maxJsonDepth} levels of arrays and objects.`;

const quote = 0x22;
const backslash = 0x5c;
const openBracket = 0x5b;
const closeBracket = 0x5d;
const openBrace = 0x7b;
const closeBrace = 0x7d;

/**
 * True when the arrays and objects in `json` nest deeper than `limit`. Brackets inside strings
 * (escaped quotes included) do not count; JSON that is invalid in other ways is left to the
 * parser to refuse. One pass over the bytes (a few ms per MB), no recursion, no allocation.
 */
export function nestedTooDeep(json: Uint8Array, limit = maxJsonDepth): boolean {
  let depth = 0;
  const length = json.length;
  for (let at = 0; at < length; at++) {
    const byte = json[at];
    if (byte === quote) {
      // To the closing quote: a backslash escapes the byte after it, whatever it is.
      for (at++; at < length; at++) {
        const inner = json[at];
        if (inner === backslash) at++;
        else if (inner === quote) break;
      }
    } else if (byte === openBracket || byte === openBrace) {
      if (++depth > limit) return true;
    } else if (byte === closeBracket || byte === closeBrace) {
      depth--;
    }
  }
  return false;
}

/** JSON.parse of text from outside, refused (SyntaxError) when it nests deeper than `maxJsonDepth`. */
export function parseBoundedJson(text: string): unknown {
  if (nestedTooDeep(Buffer.from(text, 'utf8'))) throw new SyntaxError(tooDeeplyNested);
  return JSON.parse(text);
}
