// The catalogue (plans, models, assistants, presets, prompts) and the admin account, written on
// every start, through the catalogue's, billing's and the account's repositories on one
// transaction (a user comes with its workspace and credits): the seed runs before any service
// exists. Beside app.ts rather than in db/, which is the bottom layer and imports no domain.
import { accountRepository } from './account/repository';
import { billingRepository } from './billing/repository';
import { catalogueRepository } from './catalogue/repository';
import type { Config } from './config';
import { hashPassword } from './lib/password';
import { checkoutGateway } from './payments';
import type { DB } from './db/connect';
import { json } from './db/json';
import { withTransaction } from './db/transaction';
import { assistants, categories, coupons, models, plans, presets, prompts } from './db/seed-data';

const seedRepositories = (db: DB) =>
  withTransaction(db, (handle) => ({ catalogue: catalogueRepository(handle), billing: billingRepository(handle), accounts: accountRepository(handle) }));

/** Idempotent: fixed ids and "do nothing" on conflict, so it runs on every start. */
export async function seed(db: DB, config: Config) {
  await seedRepositories(db).transaction(async ({ catalogue, billing, accounts }) => {
    await catalogue.addCategories(categories);
    await billing.addPlans(
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
    );
    // The demo coupons only where no real money is taken (seed-data.ts); checkout refuses them too
    // should Stripe be switched on later.
    if (checkoutGateway(config) === 'sandbox') await billing.addCoupons(coupons);
    await catalogue.addModels(models);
    await catalogue.addAssistants(assistants);
    await catalogue.addPresets(presets);
    await catalogue.addPrompts(prompts);

    if (!(await accounts.userByEmail(config.adminEmail))) {
      await accounts.create({
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
