// What a domain (a tool, or a part of the product such as the account) hands the app: its
// routes and, when it has them, its services, the kinds of live job it runs and what must run at
// start (shutdown is the live-job registry's: it stores the jobs still running).
// buildApp (app.ts) composes every domain of the one list in domains.ts, so adding a tool to the
// server is one folder and one line there; nothing else in app.ts changes.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { CreditReservations } from './billing/reservations';
import type { Config } from './config';
import type { DescribedTables } from './db/columns';
import type { DB } from './db/connect';
import type { ChatEngines } from './engines/index';
import type { FileStore } from './lib/file-store';
import type { JobKind, Jobs } from './lib/jobs/types';
import type { LiveJobs } from './lib/live/live-jobs';
import type { LiveStore } from './lib/live/live-store';
import type { Mailer } from './lib/mailer';
import type { MediaFiles } from './lib/media-files/types';
import type { SpeechEngines } from './engines/speech/types';
import type { TranscriptionEngines } from './engines/transcription/types';
import type { IsolationEngines } from './engines/isolation/types';
import type { MusicEngines } from './engines/music/types';

/** What a domain's services are built from: the app's infrastructure, never another domain's state. */
export interface DomainDeps {
  db: DB;
  config: Config;
  /** Where stored files' bytes live (server/lib/file-store.ts). */
  files: FileStore;
  engines: ChatEngines;
  log: FastifyBaseLogger;
  /** The app's one registry of live jobs (server/lib/live), with every domain's `liveStores`. */
  live: LiveJobs;
  /** The app's one mailer: SMTP_URL (or the log), and the outbox with its links removed. */
  mailer: Mailer;
  /** Credits held by paid calls under way (server/billing/reservations.ts): every paid call reserves before it starts. */
  credits: CreditReservations;
  /** The app's one jobs runner (server/lib/jobs): media work queued, claimed, run off the event loop, billed once. */
  jobs: Jobs;
  /** Stored media files per workspace (server/lib/media-files): uploads and outputs, served with ranges. */
  mediaFiles: MediaFiles;
  /** Offline and hosted voices, speech and cloning (server/engines/speech). */
  speech: SpeechEngines;
  /** Offline and hosted speech-to-text (server/engines/transcription). */
  transcription: TranscriptionEngines;
  /** Offline and hosted voice isolation (server/engines/isolation). */
  isolation: IsolationEngines;
  /** Offline and hosted music (server/engines/music). */
  music: MusicEngines;
}

export interface Domain<Name extends string = string, Services = unknown, Tables extends DescribedTables = DescribedTables> {
  /** Its key in `app.services`, and how logs and the route list name it. */
  name: Name;
  services?: (deps: DomainDeps) => Services;
  /**
   * The kinds of live job its services start (chat: replies). The app registers them in its one
   * registry, marks those a dead process left running as interrupted at start, and stores those
   * still running, marked incomplete, at shutdown.
   */
  liveStores?: readonly LiveStore[];
  /**
   * The kinds of media job its services queue (voiceover: speeches); the app's one runner runs them
   * all. Made from the deps (a job speaks with the engines and keeps its file) but the runner itself.
   */
  jobKinds?: (deps: Omit<DomainDeps, 'jobs'>) => readonly JobKind[];
  /** Registered under /api, after authentication; reads its services from `app.services[name]`. */
  routes: (app: FastifyInstance) => Promise<void>;
  /**
   * The tables it keeps in its own folder (its tables.ts: row types added to `Database`, and
   * their columns as data), so server/db/columns.ts and its test hold them against the database.
   */
  tables?: Tables;
  /**
   * Registered at the root, outside /api, for an API with another protocol's paths and shapes
   * (the OpenAI-compatible /v1): it authenticates its callers and words its errors itself.
   */
  rootRoutes?: (app: FastifyInstance) => Promise<void>;
  /**
   * Before the app listens: repairs left by a process that died (a reply left generating, orphan
   * files), and work it keeps doing (billing's renewals). A function it returns is called when the
   * app closes, so nothing it started outlives the app.
   */
  start?: (deps: DomainDeps) => Promise<unknown>;
}

/** Keeps the domain's name (and its tables) as literal types, so `app.services.chat` is typed from the list. */
export function defineDomain<const Name extends string, Services = undefined, Tables extends DescribedTables = Record<never, never>>(
  domain: Domain<Name, Services, Tables>,
): Domain<Name, Services, Tables> {
  return domain;
}
