// Operators settle withdrawal requests here (or on the admin page, /admin: README "Admin
// (operators)"), after sending the money themselves (PayPal, a bank transfer): the app pays nobody
// on its own. Reads the same environment as the server
// (DATABASE_URL or DATA_DIR). With the embedded database, stop the server first: one process
// opens DATA_DIR at a time.
//
//   npx tsx scripts/affiliate-payouts.ts                 the pending payouts, oldest first
//   npx tsx scripts/affiliate-payouts.ts paid <id>       marks one paid
//   npx tsx scripts/affiliate-payouts.ts rejected <id>   marks one rejected (its amount is back in the balance)
import { affiliateRepository } from '../server/affiliate/repository';
import { createAffiliateService } from '../server/affiliate/service';
import { loadConfig } from '../server/config';
import { connectDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';

const [command, id] = process.argv.slice(2);
const config = loadConfig();
const db = connectDatabase(config);
try {
  await migrateToLatest(db);
  const affiliate = createAffiliateService(affiliateRepository(db), config);
  if (!command) {
    const pending = await affiliate.pendingPayouts();
    if (pending.length === 0) console.log('No pending payouts.');
    for (const payout of pending) console.log(`${payout.id}  $${Number(payout.amount).toFixed(2)}  ${payout.email ?? '(no email)'}  ${JSON.stringify(payout.method)}  ${new Date(payout.created_at).toISOString()}`);
  } else if ((command === 'paid' || command === 'rejected') && id) {
    const done = await affiliate.settle(id, command);
    console.log(done ? `Payout ${id} is ${command}.` : `No pending payout ${id}.`);
    process.exitCode = done ? 0 : 1;
  } else {
    console.error('Usage: affiliate-payouts.ts [paid|rejected <id>]');
    process.exitCode = 2;
  }
} finally {
  await db.destroy();
}
