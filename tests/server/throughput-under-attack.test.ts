// Two attackers sending the worst 1 MB JSON bodies they can (to a route of their own account)
// do not take the server from everyone else: list reads keep at least 90 % of their throughput without
// them, in the same run. Before, two such connections cut it to almost nothing (each body held
// the event loop for 50 ms to a second). The server, the attackers and the measuring client are
// three processes; baseline and attack rounds alternate and their medians are compared
// (bench/throughput-under-attack.ts, also run by `npm run bench`).
import { afterEach, expect, it } from 'vitest';
import { attackTarget, printAttackFigures, throughputUnderAttack } from '../../bench/throughput-under-attack';
import { killAllServers } from './helpers/server-process';

afterEach(async () => {
  await killAllServers();
});

it('keeps list reads at 90 % of their throughput while two attackers send hostile JSON', { timeout: 180_000 }, async () => {
  const figures = await throughputUnderAttack();
  printAttackFigures(figures);
  // The attackers were answered (their bodies read, or refused in words), not ignored.
  expect(Object.keys(figures.attackerStatuses).every((status) => ['201', '400', '429'].includes(status))).toBe(true);
  expect(figures.ratio).toBeGreaterThanOrEqual(attackTarget);
});
