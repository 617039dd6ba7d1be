// Voiceover's fixtures: a workspace on a plan that keeps `cap` cloned voices, a spoken sample made
// by flite (a real voice of known pitch), the clone form as the browser sends it, a speech waited
// for until its job finished, and credits to pay for it.
import type { FastifyInstance } from 'fastify';
import { speakFlite } from '../../../server/engines/speech/flite';
import { billingRepository } from '../../../server/billing/repository';
import { bearer, type Session } from './app';
import { multipart } from './multipart';

/** Moves the workspace to a plan (made here once per cap) whose `config.voiceover.clone_cap` is `cap`. */
export async function onCloneCap(app: FastifyInstance, session: Session, cap: number) {
  const id = `plan-test-clones-${cap}`;
  await app.db
    .insertInto('plans')
    .values({ id, title: `Clones ${cap}`, billing_cycle: 'monthly', price: 0, credits: 0, feature_list: '[]', member_cap: null, config: JSON.stringify({ voiceover: { clone_cap: cap } }) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await app.db.updateTable('subscriptions').set({ plan_id: id }).where('workspace_id', '=', session.user.workspace.id).execute();
}

let spoken: Promise<Buffer> | null = null;
/** Three seconds of flite's slt saying a sentence: a WAV sample with a voice in it. */
export function sampleWav(): Promise<Buffer> {
  spoken ??= speakFlite('My voice is clear and calm, and I speak at an even pace today.', 'slt').then((audio) => audio.data);
  return spoken;
}

export function cloneForm(fields: Record<string, string>, sample: Buffer | null, type = 'audio/wav', filename = 'sample.wav') {
  return multipart(fields, sample ? [{ name: filename, data: sample, type, field: 'file' }] : []);
}

export async function postClone(app: FastifyInstance, session: Session, fields: Record<string, string>, sample: Buffer | null, type?: string, filename?: string) {
  const form = cloneForm(fields, sample, type, filename);
  return app.inject({ method: 'POST', url: '/api/voices', headers: { ...bearer(session), ...form.headers }, payload: form.payload });
}

/** A clone with consent, on a plan that keeps one more. */
export async function cloneVoice(app: FastifyInstance, session: Session, name = 'My voice') {
  const response = await postClone(app, session, { name, consent: '1', gender: 'female', locale: 'en-US' }, await sampleWav());
  if (response.statusCode !== 201) throw new Error(`The clone was refused: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; name: string };
}

export async function addCredits(app: FastifyInstance, session: Session, credits: number) {
  await billingRepository(app.db).addToLedger({ workspaceId: session.user.workspace.id, delta: credits, reason: 'test credits', orderId: null });
}

/** Polls the speech until its job finished (state 3 or 4); gives up after 20 s. */
export async function finishedSpeech(app: FastifyInstance, session: Session, id: string) {
  const until = Date.now() + 20_000;
  for (;;) {
    const speech = (await app.inject({ method: 'GET', url: `/api/library/speeches/${id}`, headers: bearer(session) })).json();
    if (speech.state >= 3) return speech;
    if (Date.now() > until) throw new Error(`The speech did not finish: ${JSON.stringify(speech)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
