// Words a refused field in the user's terms: "First name must be at most 1,000 characters.",
// never "The field first_name must NOT have more than 1000 characters.". The label is the
// schema's `title` where the contract gives one (ajv runs `verbose`, so an error carries the
// schema it broke), else the field's name made readable ("first_name" → "First name").
import type { ErrorObject } from 'ajv';
import { humaniseField } from '../lib/field-label';

type Schema = { title?: unknown; properties?: Record<string, { title?: unknown }> } | undefined;

/** The label of the field an error is about: the schema's title, else its last named path segment. */
function labelOf(error: ErrorObject, part: string): string {
  const missing = error.keyword === 'required' ? String((error.params as { missingProperty?: unknown }).missingProperty ?? '') : null;
  if (missing !== null) {
    const title = (error.parentSchema as Schema)?.properties?.[missing]?.title;
    return typeof title === 'string' ? title : humaniseField(missing);
  }
  const own = (error.parentSchema as Schema)?.title;
  if (typeof own === 'string') return own;
  const named = error.instancePath.split('/').filter((segment) => segment && !/^\d+$/.test(segment));
  return named.length ? humaniseField(named.at(-1)!) : `The request ${part}`;
}

const typeWords: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'empty',
};

/** What is wrong, after the label: "must be at most 100 characters". */
function problemOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const limit = typeof params.limit === 'number' ? params.limit.toLocaleString('en') : String(params.limit);
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'maxLength':
      return `must be at most ${limit} ${params.limit === 1 ? 'character' : 'characters'}`;
    case 'minLength':
      return params.limit === 1 ? 'must not be empty' : `must be at least ${limit} characters`;
    case 'maximum':
      return `must be at most ${limit}`;
    case 'minimum':
      return `must be at least ${limit}`;
    case 'maxItems':
      return `may have at most ${limit} ${params.limit === 1 ? 'item' : 'items'}`;
    case 'minItems':
      return `must have at least ${limit} ${params.limit === 1 ? 'item' : 'items'}`;
    case 'type':
      return `must be ${String(params.type).split(',').map((type) => typeWords[type] ?? type).join(' or ')}`;
    case 'format':
      return params.format === 'email' ? 'must be an email address' : `must be a valid ${String(params.format)}`;
    case 'enum':
      return `must be one of: ${((params.allowedValues as unknown[]) ?? []).map(String).join(', ')}`;
    case 'const':
      return `must be ${String(params.allowedValue)}`;
    case 'additionalProperties':
      return `must not have the field "${String(params.additionalProperty)}"`;
    default:
      return (error.message ?? 'is invalid').replace(/must NOT/, 'must not');
  }
}

/** The whole sentence for the first error of a refused request part (body, query, params). */
export function validationMessage(errors: ErrorObject[], part = 'body'): string {
  const first = errors[0];
  if (!first) return `The request ${part} is invalid.`;
  return `${labelOf(first, part)} ${problemOf(first)}.`;
}
