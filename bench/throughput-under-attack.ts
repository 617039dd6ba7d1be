// List reads while two attackers send the worst JSON bodies they can (1 MB each, to a route of
// their own account: routes open to anyone take 64 KB), against list reads without them, in the
// same run. Three processes: the server
// (tests/server/helpers/api-server.ts, embedded database), the attackers
// (bench/hostile-attacker.ts) and this one, which measures with autocannon. Short baseline and
// attack rounds alternate in pairs (baseline first, then attack first), so a machine that gets
// busier or quieter during the run weighs on both, and the median of the pairs' ratios is the
// figure. Target: at least 90 % of the throughput without the attackers.
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { api, signUpGuestAt, startServer } from '../tests/server/helpers/server-process';

export const attackTarget = 0.9;
/** The two costliest bodies of bench/hostile-json.ts, one per attacker. */
const attackerBodies = ['many keys', 'wide array of objects'];

export interface AttackFigures {
  /** List reads per second, round by round. */
  baseline: number[];
  attacked: number[];
  /** The median of each round pair's attacked / baseline. */
  ratio: number;
  /** The attackers' answers, by status. */
  attackerStatuses: Record<number, number>;
}

export async function throughputUnderAttack({ rounds = 8, seconds = 1.5, connections = 20, env = {} as Record<string, string> } = {}): Promise<AttackFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'atelier-attack-'));
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'error', ...env });
  const attackers = fork(resolve(import.meta.dirname, 'hostile-attacker.ts'), { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const replies: unknown[] = [];
  let replied: (() => void) | null = null;
  attackers.on('message', (message) => {
    replies.push(message);
    replied?.();
  });
  const nextReply = async <T>(): Promise<T> => {
    while (replies.length === 0) await new Promise<void>((resume) => (replied = resume));
    return replies.shift() as T;
  };
  try {
    await nextReply<{ ready: true }>();
    const session = await signUpGuestAt(server.url);
    // The attackers have an account of their own: routes open to anyone take 64 KB at most.
    const attacker = await signUpGuestAt(server.url);
    for (let i = 0; i < 10; i++) await api(server.url, session, '/ai/conversations', { method: 'POST', body: { title: `Conversation ${i}` } });
    const list = { url: `${server.url}/api/library/conversations`, headers: { authorization: `Bearer ${session.jwt}` }, connections };
    const read = async (duration: number) => {
      const result = await autocannon({ ...list, duration });
      if (result.errors || result.non2xx) throw new Error(`list reads failed: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
      return result.requests.total / result.duration;
    };
    const attack = async (during: () => Promise<number>) => {
      attackers.send({ start: { url: `${server.url}/api/ai/conversations`, headers: { authorization: `Bearer ${attacker.jwt}` }, labels: attackerBodies } });
      await nextReply<{ started: true }>();
      const rate = await during();
      attackers.send({ stop: true });
      return { rate, statuses: (await nextReply<{ statuses: Record<number, number> }>()).statuses };
    };

    // Warm-up: the server's code paths, and the attackers' first bodies (an address may send two
    // at once before its budget makes the rest wait), so every round measures the steady state.
    await read(1);
    const attackerStatuses: Record<number, number> = {};
    const count = (statuses: Record<number, number>) => {
      for (const [status, n] of Object.entries(statuses)) attackerStatuses[Number(status)] = (attackerStatuses[Number(status)] ?? 0) + n;
    };
    count((await attack(() => read(1))).statuses);
    const baseline: number[] = [];
    const attacked: number[] = [];
    const ratios: number[] = [];
    for (let round = 0; round < rounds; round++) {
      // Baseline first, then attack first: a machine getting busier weighs on both alike.
      const order = round % 2 === 0 ? ['baseline', 'attack'] : ['attack', 'baseline'];
      const pair: Record<string, number> = {};
      for (const kind of order) {
        if (kind === 'baseline') pair.baseline = await read(seconds);
        else {
          const { rate, statuses } = await attack(() => read(seconds));
          pair.attack = rate;
          count(statuses);
        }
      }
      baseline.push(pair.baseline!);
      attacked.push(pair.attack!);
      ratios.push(pair.attack! / pair.baseline!);
    }
    return { baseline, attacked, ratio: median(ratios), attackerStatuses };
  } finally {
    attackers.kill();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function printAttackFigures(figures: AttackFigures) {
  const rates = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
  console.log(
    `list reads under attack (two attackers sending 1 MB of hostile JSON): ${(figures.ratio * 100).toFixed(0)} % of the throughput without them (target ≥ ${attackTarget * 100} %) ${figures.ratio >= attackTarget ? 'ok' : 'MISSED'}; req/s without: ${rates(figures.baseline)}, with: ${rates(figures.attacked)}; the attackers got ${JSON.stringify(figures.attackerStatuses)}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) printAttackFigures(await throughputUnderAttack());
