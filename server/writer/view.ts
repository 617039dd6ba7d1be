// A document as the API sends it (contract/writer.ts), whichever kind: SPEC's id, title, content
// and params, with what a listed resource and a live job add.
import type { Static } from 'typebox';
import type { Document as DocumentSchema, DocumentParams } from '../../contract/writer';
import type { Document } from '../db/types';

/** Kept: params are rebuilt from the jsonb with defaults and the preset_id column as fallback. */
export function documentView(row: Document): Static<typeof DocumentSchema> {
  const params = (row.params ?? {}) as Partial<DocumentParams>;
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    params: {
      preset_id: params.preset_id ?? row.preset_id ?? null,
      fields: params.fields ?? {},
      prompt: params.prompt ?? '',
      model: params.model ?? '',
      ...(params.language ? { language: params.language } : {}),
    },
    preset_id: row.preset_id,
    status: row.status,
    output_file: null,
    is_processing: row.is_processing,
    is_incomplete: row.is_incomplete,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
