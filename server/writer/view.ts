// A document as the API sends it (contract/writer.ts), whichever kind: SPEC's id, title, content
// and params, with what a listed resource and a live job add.
import type { Static } from 'typebox';
import { Document as DocumentSchema, type DocumentParams } from '../../contract/writer';
import type { Document } from '../db/types';
import { cutTo } from '../lib/cut-to';

const documentShape = cutTo(DocumentSchema);

/**
 * The row cut by the contract's schema (cut-to.ts): also sent on the document's event stream,
 * where no response schema serialises it. Kept by hand: params are rebuilt from the jsonb with
 * defaults and the preset_id column as fallback; no document has an output file.
 */
export function documentView(row: Document): Static<typeof DocumentSchema> {
  const params = (row.params ?? {}) as Partial<DocumentParams>;
  return documentShape({
    ...row,
    params: {
      preset_id: params.preset_id ?? row.preset_id ?? null,
      fields: params.fields ?? {},
      prompt: params.prompt ?? '',
      model: params.model ?? '',
      ...(params.language ? { language: params.language } : {}),
    },
    output_file: null,
  });
}
