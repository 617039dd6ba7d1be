// The catalogue (plans, models, assistants, presets, prompts) and the admin account, written on
// every start. Rows only, through the account repository for the admin (a user comes with its
// workspace and credits): the seed runs before any service exists. Beside app.ts rather than in
// db/, which is the bottom layer and imports no domain.
import { accountRepository } from './account/repository';
import type { Config } from './config';
import { hashPassword } from './lib/password';
import type { DB } from './db/connect';
import { json } from './db/json';
import { assistants, categories, models, plans, presets, prompts } from './db/seed-data';

/** Idempotent: fixed ids and "do nothing" on conflict, so it runs on every start. */
export async function seed(db: DB, config: Config) {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('categories').values(categories).onConflict((c) => c.doNothing()).execute();
    await trx
      .insertInto('plans')
      .values(
        plans.map((plan, index) => ({
          id: plan.id,
          title: plan.title,
          description: plan.description,
          billing_cycle: plan.billing_cycle,
          price: plan.price,
          sale_price: plan.sale_price ?? null,
          credits: plan.credits,
          member_cap: plan.member_cap,
          feature_list: json(plan.features.map((title) => ({ title }))),
          config: json(plan.config),
          sort: index,
        })),
      )
      .onConflict((c) => c.doNothing())
      .execute();
    await trx.insertInto('models').values(models).onConflict((c) => c.doNothing()).execute();
    await trx.insertInto('assistants').values(assistants).onConflict((c) => c.doNothing()).execute();
    await trx.insertInto('presets').values(presets).onConflict((c) => c.doNothing()).execute();
    await trx.insertInto('prompts').values(prompts).onConflict((c) => c.doNothing()).execute();

    const admin = await trx.selectFrom('users').select('id').where('email', '=', config.adminEmail).executeTakeFirst();
    if (!admin) {
      await accountRepository(trx).create({
        email: config.adminEmail,
        passwordHash: await hashPassword(config.adminPassword),
        firstName: 'Admin',
        lastName: '',
        isGuest: false,
        isAdmin: true,
        startingCredits: config.startingCredits,
      });
    }
  });
}
