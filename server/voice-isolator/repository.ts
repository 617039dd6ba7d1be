// The Voice isolator tool's queries: every read and write of its table (tables.ts).
import type { DB } from '../db/connect';
import { newId } from '../lib/ids';

export function voiceIsolatorRepository(db: DB) {
  return {
    /** Keeps the text as the user's; answers how many texts the user has echoed, this one included. */
    async add(userId: string, text: string): Promise<number> {
      await db.insertInto('voice_isolator_echoes').values({ id: newId(), user_id: userId, text }).execute();
      const { echoes } = await db
        .selectFrom('voice_isolator_echoes')
        .select((eb) => eb.fn.countAll<number | string>().as('echoes'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(echoes);
    },
  };
}
