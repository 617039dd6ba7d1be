// JSON schemas shared by routes. Ids are our 20-character tokens, but older or imported ids
// may differ, so only the length is bounded.

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

export const pageQuery = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
    starting_after: { type: 'string', minLength: 1, maxLength: 64 },
  },
} as const;
