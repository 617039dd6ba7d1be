// Attackers in a process of their own (forked by bench/throughput-under-attack.ts), so their
// work runs neither on the event loop of the server they attack nor on that of the client that
// measures it. On `{ start: { url, headers, labels } }` one connection per label sends that hostile body
// (bench/hostile-bodies.ts) over and over; on `{ stop: true }` they stop at once (requests still
// in flight are dropped) and the statuses they got are sent back.
import { hostileBodies, sendOverAndOver } from './hostile-bodies';

type Command = { start: { url: string; headers: Record<string, string>; labels: string[] } } | { stop: true };

const bodies = hostileBodies();
let attack: { controller: AbortController; done: Promise<Record<number, number>[]> } | null = null;

process.on('message', async (command: Command) => {
  if ('start' in command) {
    const controller = new AbortController();
    const chosen = command.start.labels.map((label) => {
      const found = bodies.find((body) => body.label === label);
      if (!found) throw new Error(`no hostile body "${label}"`);
      return found.body;
    });
    attack = { controller, done: Promise.all(chosen.map((body) => sendOverAndOver({ url: command.start.url, headers: command.start.headers }, body, 1, controller.signal))) };
    process.send!({ started: true });
  } else if (attack) {
    attack.controller.abort();
    const statuses: Record<number, number> = {};
    for (const counted of await attack.done) for (const [status, count] of Object.entries(counted)) statuses[Number(status)] = (statuses[Number(status)] ?? 0) + count;
    attack = null;
    process.send!({ statuses });
  }
});
process.send!({ ready: true });
