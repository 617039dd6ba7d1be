import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface Config {
  port: number;
  apiPort: number;
  host: string;
  dataDir: string;
  /** null → PGlite persisted in dataDir/db; 'memory://' → in-memory PGlite; postgres://… → a server. */
  databaseUrl: string | null;
  /** Connections each process keeps to PostgreSQL at most (PGlite is one session). */
  databasePoolSize: number;
  jwtSecret: string;
  /** Encrypts the workspaces' own provider keys at rest (server/lib/secrets.ts). */
  secretsKey: string;
  /** How long a checked login token is trusted without asking the database again (server/account/tokens.ts). */
  authCacheSeconds: number;
  listCacheMb: number;
  /** Media jobs each server process runs at once (server/lib/jobs). */
  jobConcurrency: number;
  adminEmail: string;
  adminPassword: string;
  startingCredits: number;
  captchaMaxNumber: number;
  authRateLimit: number;
  /** Request body bytes each client address may send per second on average (plugins/body-budget.ts); 0: no limit. */
  bodyKbPerSecond: number;
  /** fastify's trustProxy: false, true, a number of hops, or the proxies' addresses. */
  trustProxy: boolean | number | string[];
  openaiApiKey?: string;
  openaiBaseUrl?: string;
  anthropicApiKey?: string;
  anthropicBaseUrl?: string;
  elevenlabsApiKey?: string;
  elevenlabsBaseUrl?: string;
  logLevel: string;
  /** Who the invoices say they are from (server/billing/invoice-pdf.ts). */
  billingSeller: { name: string; addressLines: string[]; email: string | null };
  /** Custom credits' bounds (0: no bound), their unit price, and the tax rate in percent (server/billing/pricing.ts). */
  billing: { customCreditsMin: number; customCreditsMax: number; creditPrice: number; taxRate: number };
  /** The affiliate program: the percent of a referred workspace's paid orders (before tax) earned, and the smallest withdrawal in US dollars (server/affiliate). */
  affiliate: { commissionPercent: number; minimumPayout: number };
  /** Stripe takes the payments when both keys are set (server/payments/stripe.ts). */
  stripeSecretKey?: string;
  stripePublishableKey?: string;
  stripeWebhookSecret?: string;
  /** Another Stripe API address (a fake one in tests): protocol, host and port. */
  stripeApiBase?: string;
  /** smtp(s)://user:pass@host:port; unset → mails are only logged (server/lib/mailer.ts). */
  smtpUrl?: string;
  mailFrom: string;
  /** Where users open the app: links in mails start with it. */
  appUrl: string;
  /** An S3-compatible store for media files (server/lib/s3-store.ts); unset → the data folder. */
  s3?: S3Settings;
}

export interface S3Settings {
  bucket: string;
  /** Another S3-compatible service (MinIO, R2, a test's s3rver); unset → AWS. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}
// Provider settings are optional (not null) so Config satisfies the engines' EngineConfig.

export interface ConfigVariable {
  name: string;
  default: string | null;
  description: string;
}

/** Every environment variable the server reads; the README is checked against this list. */
export const configVariables: ConfigVariable[] = [
  { name: 'PORT', default: '3000', description: 'HTTP port of the app (the Vite dev server in development).' },
  { name: 'API_PORT', default: '3001', description: 'Port of the API server in development (server/dev.ts).' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to listen on.' },
  { name: 'DATA_DIR', default: './data', description: 'Where the embedded database, the generated JWT secret and uploads live.' },
  { name: 'DATABASE_URL', default: null, description: 'postgres://… to use a PostgreSQL server; unset → embedded PGlite in DATA_DIR/db; memory:// → in-memory PGlite (tests).' },
  { name: 'DATABASE_POOL_SIZE', default: '10', description: 'Connections each server process opens to PostgreSQL at most (at least 1; mind the server\'s max_connections across processes).' },
  { name: 'JWT_SECRET', default: null, description: 'Secret for signing login tokens; unset → generated once and kept in DATA_DIR/jwt-secret.' },
  { name: 'SECRETS_KEY', default: null, description: 'Key that encrypts the workspaces\' own OpenAI and Anthropic keys at rest (AES-256-GCM); unset → generated once and kept in DATA_DIR/secrets-key.' },
  { name: 'AUTH_CACHE_SECONDS', default: '10', description: 'How long a process trusts a login token or API key it has checked before asking the database again whether its user is still a member of its workspace (0: on every request). A logout, password change, removal or revoked key reaches every process at once through the bus on PostgreSQL; this bound holds only while a process\'s bus connection is down.' },
  { name: 'LIST_CACHE_MB', default: '32', description: 'Memory each server process may use to keep list pages (the conversation history) until something they show changes; the database announces every change (0: read every page from the database).' },
  { name: 'JOB_CONCURRENCY', default: '1', description: 'Media jobs (a speech being made) each server process runs at once, at least 1; each takes about a core while it runs, so chat replies stay smooth with it below the number of cores. Jobs beyond it wait queued.' },
  { name: 'ADMIN_EMAIL', default: 'admin@atelier.local', description: 'Email of the admin account created on first start.' },
  { name: 'ADMIN_PASSWORD', default: 'atelier-admin', description: 'Password of the admin account created on first start.' },
  { name: 'STARTING_CREDITS', default: '100', description: 'Credits a new workspace starts with.' },
  { name: 'CAPTCHA_MAX_NUMBER', default: '50000', description: 'Proof-of-work difficulty of the signup captcha (ALTCHA).' },
  { name: 'TRUST_PROXY', default: null, description: 'Set behind a reverse proxy so each client\'s own address (X-Forwarded-For) is used for login back-off and rate limits: true, the number of proxies, or their addresses (comma-separated). Unset → the connecting address.' },
  {
    name: 'BODY_KB_PER_SECOND',
    default: '256',
    description: 'Request body data (JSON) each client address may send per second, on average; bursts of two full bodies (2 MB) pass at once, more waits unread or is refused with 429 (see Security). Uploads have their own limits. 0: no limit.',
  },
  { name: 'AUTH_RATE_LIMIT', default: '30', description: 'Requests per minute per IP allowed on /api/auth/captcha and /api/auth/signup (login has its own back-off per account and per address).' },
  { name: 'OPENAI_API_KEY', default: null, description: 'Platform OpenAI key; makes the OpenAI models available to every workspace.' },
  { name: 'OPENAI_BASE_URL', default: null, description: 'Any OpenAI-compatible server (Ollama, llama.cpp, vLLM); also makes the OpenAI models available.' },
  { name: 'ANTHROPIC_API_KEY', default: null, description: 'Platform Anthropic key; makes the Anthropic models available to every workspace.' },
  { name: 'ANTHROPIC_BASE_URL', default: null, description: 'Alternative Anthropic API endpoint.' },
  { name: 'ELEVENLABS_API_KEY', default: null, description: 'ElevenLabs key: its voices in Voiceover, and real voice clones (without it a clone is an offline profile).' },
  { name: 'ELEVENLABS_BASE_URL', default: null, description: 'Alternative ElevenLabs API endpoint (tests use a local server speaking its API).' },
  { name: 'PASSWORD_HASH_COST', default: '17', description: 'log2 of scrypt\'s N for new password hashes (OWASP: 17, ~0.45 s and 128 MiB each; 10–20). Older hashes keep working and are made again at the next login (read by server/lib/password.ts).' },
  { name: 'LOCAL_ENGINE_TOKEN_DELAY_MS', default: '25', description: 'Pause between tokens of the offline assistant, so it streams like a model (read by server/engines).' },
  { name: 'BILLING_SELLER_NAME', default: 'Atelier', description: 'The seller named at the top of every invoice.' },
  { name: 'BILLING_SELLER_ADDRESS', default: null, description: 'The seller\'s postal address on invoices, its lines separated by semicolons (e.g. "1 Main Street; 10115 Berlin; Germany").' },
  { name: 'BILLING_SELLER_EMAIL', default: null, description: 'The contact email printed on invoices; unset → none.' },
  { name: 'BILLING_CUSTOM_CREDITS_MIN', default: '1000', description: 'The fewest custom credits one purchase may buy.' },
  { name: 'BILLING_CUSTOM_CREDITS_MAX', default: '1000000', description: 'The most custom credits one purchase may buy (0: no bound).' },
  { name: 'BILLING_CREDIT_PRICE', default: '0.004', description: 'Price of one custom credit in US dollars.' },
  { name: 'BILLING_TAX_RATE', default: '0', description: 'Tax added to every purchase, in percent (e.g. 19); shown as a tax line on checkout, receipts and invoices.' },
  { name: 'AFFILIATE_COMMISSION_PERCENT', default: '20', description: 'Percent of every paid order (before tax) of a referred user\'s workspace that their referrer earns (0: none).' },
  { name: 'AFFILIATE_MINIMUM_PAYOUT', default: '50', description: 'The smallest withdrawal an affiliate may request, in US dollars.' },
  { name: 'STRIPE_SECRET_KEY', default: null, description: 'Stripe secret key (sk_…); with STRIPE_PUBLISHABLE_KEY, checkout takes cards through Stripe instead of the offline sandbox.' },
  { name: 'STRIPE_PUBLISHABLE_KEY', default: null, description: 'Stripe publishable key (pk_…) the browser\'s card fields (Stripe Elements) use.' },
  { name: 'STRIPE_WEBHOOK_SECRET', default: null, description: 'Signing secret (whsec_…) of the Stripe webhook endpoint /api/billing/webhooks/stripe; unset → that endpoint refuses every event.' },
  { name: 'STRIPE_API_BASE', default: null, description: 'Another address for Stripe\'s API (protocol, host and port, e.g. http://127.0.0.1:12111), for tests against a local fake.' },
  { name: 'SMTP_URL', default: null, description: 'Mail server for verification, password reset and invitation mails, e.g. smtps://user:password@smtp.example.com:465; unset → nothing is sent and each mail, links working, is written to the server log (read them there while developing); the mail_outbox table keeps every mail with its links removed.' },
  { name: 'MAIL_FROM', default: 'Atelier <no-reply@atelier.local>', description: 'Sender of the mails the app sends.' },
  {
    name: 'APP_URL',
    default: null,
    description: 'The address users open the app at; links in mails (verification, password reset, invitations) and referral links start with it. Unset → http://localhost:PORT. Never taken from a request\'s Host header, which anyone can set: a reset mail must not point elsewhere.',
  },
  { name: 'S3_BUCKET', default: null, description: 'Keeps media files (voiceovers, voice samples) in this bucket of an S3-compatible store instead of DATA_DIR/media; needed when several machines serve the app.' },
  { name: 'S3_ENDPOINT', default: null, description: 'The store\'s address when it is not AWS (MinIO, Cloudflare R2, …), e.g. https://minio.example.com:9000.' },
  { name: 'S3_REGION', default: 'us-east-1', description: 'The bucket\'s region.' },
  { name: 'S3_ACCESS_KEY_ID', default: null, description: 'Access key for the bucket; unset → the AWS SDK\'s own chain (environment, instance role).' },
  { name: 'S3_SECRET_ACCESS_KEY', default: null, description: 'Secret of S3_ACCESS_KEY_ID.' },
  { name: 'S3_FORCE_PATH_STYLE', default: 'false', description: 'true to address the bucket as ENDPOINT/BUCKET rather than BUCKET.ENDPOINT (MinIO and most self-hosted stores need it).' },
  { name: 'LOG_LEVEL', default: 'info', description: 'pino log level (fatal, error, warn, info, debug, trace, silent). At info: the start, warnings, failed requests and requests slower than 1 s; debug adds a line for every request.' },
];

/** A PostgreSQL server: the one database several server processes may share. */
export function isPostgresUrl(databaseUrl: string | null): databaseUrl is string {
  return !!databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl);
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const read = (name: string): string | null => {
    const value = env[name]?.trim();
    if (value) return value;
    return configVariables.find((variable) => variable.name === name)?.default ?? null;
  };
  const dataDir = resolve(read('DATA_DIR')!);
  const databaseUrl = read('DATABASE_URL');
  return {
    port: readInteger('PORT', read('PORT')!),
    apiPort: readInteger('API_PORT', read('API_PORT')!),
    host: read('HOST')!,
    dataDir,
    databaseUrl,
    databasePoolSize: readInteger('DATABASE_POOL_SIZE', read('DATABASE_POOL_SIZE')!, 1),
    jwtSecret: read('JWT_SECRET') ?? persistedSecret(dataDir),
    secretsKey: read('SECRETS_KEY') ?? persistedSecret(dataDir, 'secrets-key'),
    authCacheSeconds: readInteger('AUTH_CACHE_SECONDS', read('AUTH_CACHE_SECONDS')!),
    listCacheMb: readInteger('LIST_CACHE_MB', read('LIST_CACHE_MB')!),
    jobConcurrency: readInteger('JOB_CONCURRENCY', read('JOB_CONCURRENCY')!, 1),
    adminEmail: read('ADMIN_EMAIL')!.toLowerCase(),
    adminPassword: read('ADMIN_PASSWORD')!,
    startingCredits: readInteger('STARTING_CREDITS', read('STARTING_CREDITS')!),
    captchaMaxNumber: readInteger('CAPTCHA_MAX_NUMBER', read('CAPTCHA_MAX_NUMBER')!),
    authRateLimit: readInteger('AUTH_RATE_LIMIT', read('AUTH_RATE_LIMIT')!),
    bodyKbPerSecond: readInteger('BODY_KB_PER_SECOND', read('BODY_KB_PER_SECOND')!),
    trustProxy: readTrustProxy(read('TRUST_PROXY')),
    openaiApiKey: read('OPENAI_API_KEY') ?? undefined,
    openaiBaseUrl: read('OPENAI_BASE_URL') ?? undefined,
    anthropicApiKey: read('ANTHROPIC_API_KEY') ?? undefined,
    anthropicBaseUrl: read('ANTHROPIC_BASE_URL') ?? undefined,
    elevenlabsApiKey: read('ELEVENLABS_API_KEY') ?? undefined,
    elevenlabsBaseUrl: read('ELEVENLABS_BASE_URL') ?? undefined,
    logLevel: read('LOG_LEVEL')!,
    billingSeller: {
      name: read('BILLING_SELLER_NAME')!,
      addressLines: (read('BILLING_SELLER_ADDRESS') ?? '').split(';').map((line) => line.trim()).filter(Boolean),
      email: read('BILLING_SELLER_EMAIL'),
    },
    billing: {
      customCreditsMin: readInteger('BILLING_CUSTOM_CREDITS_MIN', read('BILLING_CUSTOM_CREDITS_MIN')!),
      customCreditsMax: readInteger('BILLING_CUSTOM_CREDITS_MAX', read('BILLING_CUSTOM_CREDITS_MAX')!),
      creditPrice: readDecimal('BILLING_CREDIT_PRICE', read('BILLING_CREDIT_PRICE')!),
      taxRate: readDecimal('BILLING_TAX_RATE', read('BILLING_TAX_RATE')!),
    },
    affiliate: {
      commissionPercent: readDecimal('AFFILIATE_COMMISSION_PERCENT', read('AFFILIATE_COMMISSION_PERCENT')!),
      minimumPayout: readDecimal('AFFILIATE_MINIMUM_PAYOUT', read('AFFILIATE_MINIMUM_PAYOUT')!),
    },
    stripeSecretKey: read('STRIPE_SECRET_KEY') ?? undefined,
    stripePublishableKey: read('STRIPE_PUBLISHABLE_KEY') ?? undefined,
    stripeWebhookSecret: read('STRIPE_WEBHOOK_SECRET') ?? undefined,
    stripeApiBase: read('STRIPE_API_BASE') ?? undefined,
    smtpUrl: read('SMTP_URL') ?? undefined,
    mailFrom: read('MAIL_FROM')!,
    appUrl: (read('APP_URL') ?? `http://localhost:${read('PORT')}`).replace(/\/+$/, ''),
    s3: readS3(read),
  };
}

function readS3(read: (name: string) => string | null): S3Settings | undefined {
  const bucket = read('S3_BUCKET');
  if (!bucket) return undefined;
  return {
    bucket,
    endpoint: read('S3_ENDPOINT') ?? undefined,
    region: read('S3_REGION')!,
    accessKeyId: read('S3_ACCESS_KEY_ID') ?? undefined,
    secretAccessKey: read('S3_SECRET_ACCESS_KEY') ?? undefined,
    forcePathStyle: read('S3_FORCE_PATH_STYLE') === 'true',
  };
}

function readTrustProxy(value: string | null): boolean | number | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim()).filter(Boolean);
}

function readInteger(name: string, value: string, least = 0): number {
  const number = Number(value);
  const wanted = least === 0 ? 'a non-negative integer' : least === 1 ? 'a positive integer' : `an integer of at least ${least}`;
  if (!Number.isInteger(number) || number < least) throw new Error(`${name} must be ${wanted}, got "${value}".`);
  return number;
}

function readDecimal(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`${name} must be a non-negative number, got "${value}".`);
  return number;
}

// Generated once so that tokens stay valid across restarts without any setup.
function persistedSecret(dataDir: string, name = 'jwt-secret'): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
