import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DB } from './connect';
import { initial } from './migrations/0001-initial';
import { branches } from './migrations/0002-branches';
import { resume } from './migrations/0005-resume';
import { assistants } from './migrations/0004-assistants';
import { attachments } from './migrations/0006-attachments';
import { toolCalls } from './migrations/0007-tool-calls';
import { loginThrottle } from './migrations/0008-login-throttle';
import { filesOutside } from './migrations/0009-files-outside';

// In code rather than read from a folder, so the bundle and tsx behave the same.
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-branches': branches,
  '0005-resume': resume,
  '0004-assistants': assistants,
  '0006-attachments': attachments,
  '0007-tool-calls': toolCalls,
  '0008-login-throttle': loginThrottle,
  '0009-files-outside': filesOutside,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: DB) {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return results?.filter((result) => result.status === 'Success').map((result) => result.migrationName) ?? [];
}
