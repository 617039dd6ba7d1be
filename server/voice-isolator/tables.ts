// The Voice isolator tool's tables, kept in its folder: their row types, added to the app's `Database`
// (server/db/types.ts) from here, and their columns as data, which its domain hands to
// server/db/columns.ts, so tsc and tests/server/db-types.test.ts hold them against its
// migration (server/db/migrations/0032-voice-isolator.ts). A table more is a row type, a line in
// `Database` below and its description.
import type { Generated } from 'kysely';
import type { TablesOf } from '../db/columns';

/** A text a user echoed. */
export interface VoiceIsolatorEchoesTable {
  id: string;
  user_id: string;
  text: string;
  created_at: Generated<Date>;
}

declare module '../db/types' {
  interface Database {
    voice_isolator_echoes: VoiceIsolatorEchoesTable;
  }
}

export const voiceIsolatorTables = {
  voice_isolator_echoes: { id: 'text', user_id: 'text', text: 'text', created_at: 'timestamptz default' },
} satisfies TablesOf<'voice_isolator_echoes'>;
