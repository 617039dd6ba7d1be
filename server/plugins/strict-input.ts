// What every request's input must be before a route sees it, so bad input is a 400 with a
// message and never a 500 from deeper down (PostgreSQL refuses a NUL byte in text, for one).
//
// - JSON bodies: at most 1 MB (the app's bodyLimit, counted as the bytes arrive), valid UTF-8
//   (checked on the raw bytes, before decoding would turn bad bytes into U+FFFD silently),
//   nested at most `maxJsonDepth` deep (lib/bounded-json.ts: one pass over the bytes, before
//   the parser spends time on a body built to stall it), then parsed with fastify's own
//   prototype-poisoning protection.
// - Strings anywhere in the body, query or path: no NUL byte, no lone surrogate (`"\ud800"`
//   in JSON decodes to one; it cannot be stored as UTF-8).
// - Types as declared: a JSON body is validated without coercion (`"2"`, `[2]` and `null` are
//   not the integer 2, `123` is not a string). A query string and path parameters only carry
//   text, so they are coerced to the declared types; so are multipart form fields (a form
//   field is text too), told apart by the mark forms.ts puts on their body.
import { isUtf8 } from 'node:buffer';
import Ajv, { type Options, type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { HttpError } from '../lib/errors';
import { nestedTooDeep, tooDeeplyNested } from '../lib/bounded-json';
import { unsafeText } from '../lib/text';

/** Put on a body built from multipart fields (forms.ts): its values arrive as text. */
export const formBody = Symbol('formBody');

// `verbose` keeps the broken schema on each error, so the refusal can name the field by its title.
const shared: Options = { removeAdditional: true, useDefaults: true, allErrors: false, strict: false, verbose: true };
const strict = new Ajv({ ...shared, coerceTypes: false });
const coercing = new Ajv({ ...shared, coerceTypes: 'array' });

type Part = 'body' | 'querystring' | 'params' | 'headers';

export function registerStrictInput(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) return done(new HttpError(400, 'The request body is not valid UTF-8.'), undefined);
    if (nestedTooDeep(bytes)) return done(new HttpError(400, tooDeeplyNested), undefined);
    parseJson(request, bytes.toString('utf8'), done);
  });

  app.setValidatorCompiler(({ schema, httpPart }) => {
    const part = (httpPart ?? 'body') as Part;
    // Compiled when first used: compiling every route's schemas twice at start took a fifth of it.
    let validateStrict: ValidateFunction | undefined;
    let validateCoercing: ValidateFunction | undefined;
    const labels = titlesOf(schema);
    return (data: unknown) => {
      // Headers are fastify's and Node's business; a NUL in them never reaches us.
      if (part !== 'headers') {
        const problem = unsafeText(data, labels);
        if (problem) return { error: new HttpError(400, problem) };
      }
      const isForm = part === 'body' && !!data && typeof data === 'object' && formBody in data;
      const validate =
        part === 'body' && !isForm
          ? (validateStrict ??= strict.compile(schema as FastifySchema))
          : (validateCoercing ??= coercing.compile(schema as FastifySchema));
      // Failed: fastify turns the errors into a validation error (plugins/errors.ts words it).
      return validate(data) ? { value: data } : { error: validate.errors ?? [] };
    };
  });
}

/** The titles of a schema's own fields, so a refusal of bad text names them as ajv's do. */
function titlesOf(schema: unknown): Record<string, string> {
  const properties = (schema as { properties?: Record<string, { title?: unknown }> } | null)?.properties ?? {};
  return Object.fromEntries(Object.entries(properties).flatMap(([name, field]) => (typeof field?.title === 'string' ? [[name, field.title]] : [])));
}
