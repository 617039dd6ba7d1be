// The classifier's part of the REST contract (docs/rest-api.md, "Classifier"): classifying a
// text, and the classifications kept in the library (list, count, read, status, delete).
import { Type, type Static } from 'typebox';
import { ListOf, ListSortQuery, PageQuery, SearchQuery, StatusFilterQuery, stringEnum, Timestamp } from './common';

// The input's limits live in limits.ts (no TypeBox, for the browser); the server reads them here.
export { classificationInputMissing, classificationInputTooLong, maxClassificationInput } from './tool-limits';

/** `input` is checked by the server after trimming (empty, too long) with its own words. */
export const ClassifyBody = Type.Object({ input: Type.String({ title: 'Text to classify' }) });

export const ModerationCategory = Type.Object({ name: Type.String(), score: Type.Number(), flagged: Type.Boolean() });

/** What a classification found, as stored (the `content` column) and sent. */
export const ClassificationContent = Type.Object({
  flagged: Type.Boolean(),
  moderation: Type.Object({
    /** 'openai': OpenAI's moderation endpoint; 'local': the offline word lists. */
    engine: stringEnum(['local', 'openai']),
    model: Type.String(),
    /** Each category's score from 0 to 1, and whether it passed the threshold. */
    categories: Type.Array(ModerationCategory),
  }),
  sentiment: Type.Object({
    label: stringEnum(['positive', 'neutral', 'negative']),
    compound: Type.Number(),
    positive: Type.Number(),
    neutral: Type.Number(),
    negative: Type.Number(),
    lexicon: stringEnum(['vader', 'afinn']),
  }),
  language: Type.Object({ code: Type.String(), name: Type.String(), confidence: Type.Number() }),
});

export const Classification = Type.Object({
  id: Type.String(),
  /** The input's beginning, for a list. */
  title: Type.String(),
  input: Type.String(),
  /** SPEC's listed resource: 1 or 0, toggled by `POST /library/classifications/{id}`. */
  status: Type.Integer(),
  output_file: Type.Null(),
  ...ClassificationContent.properties,
  created_at: Timestamp,
  updated_at: Timestamp,
});

export const ClassificationList = ListOf(Classification);

/** `query`: the classifications whose input contains it; `status`: only those with that status. */
const filters = { query: Type.Optional(SearchQuery), ...StatusFilterQuery };

export const ClassificationListQuery = Type.Object({ ...PageQuery.properties, ...filters, ...ListSortQuery });
export const ClassificationCountQuery = Type.Object(filters);
export const CountResponse = Type.Object({ count: Type.Integer() });

export const StatusBody = Type.Object({ status: Type.Integer({ title: 'The status', enum: [0, 1] }) });

export type ClassificationContent = Static<typeof ClassificationContent>;
export type ClassificationListQuery = Static<typeof ClassificationListQuery>;
export type ClassificationCountQuery = Static<typeof ClassificationCountQuery>;
export type Classification = Static<typeof Classification>;
