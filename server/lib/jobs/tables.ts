// The jobs table's row type and description (server/db/columns.ts). It lives beside the runner,
// not in db/types.ts, so the media parts built in parallel each add their table without editing
// the same lines; it joins `Database` by module augmentation as a tool's tables do.
import type { ColumnType, Generated } from 'kysely';
import type { TablesOf } from '../../db/columns';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface JobsTable {
  id: string;
  kind: string;
  workspace_id: string;
  user_id: string;
  resource_id: string;
  /** The kind's input, written as a JSON string (db/json.ts). */
  input: ColumnType<object | string | number | boolean, string | undefined, string>;
  /** contract/media.ts jobState. */
  state: Generated<number>;
  progress: Generated<number>;
  error: string | null;
  credits: ColumnType<number, string | number | undefined, string | number>;
  attempts: Generated<number>;
  /** The runner that took it (runner.ts runnerId). */
  owner: string | null;
  heartbeat_at: Timestamp | null;
  created_at: Generated<Date>;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
}

declare module '../../db/types' {
  interface Database {
    jobs: JobsTable;
  }
}

export const jobsColumns = {
  jobs: {
    id: 'text', kind: 'text', workspace_id: 'text', user_id: 'text', resource_id: 'text', input: 'jsonb default', state: 'int4 default', progress: 'float8 default',
    error: 'text null', credits: 'numeric default', attempts: 'int4 default', owner: 'text null', heartbeat_at: 'timestamptz null', created_at: 'timestamptz default',
    started_at: 'timestamptz null', finished_at: 'timestamptz null',
  },
} satisfies TablesOf<'jobs'>;
