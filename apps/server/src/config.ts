import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_KEY_REQUESTS_PER_MINUTE, type MaintenanceWindow, parseMaintenanceWindow } from '@havn/domain';
import { z } from 'zod';

/** The only place that reads process.env. Everything else receives a Config. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const databaseUrl = z
  .string()
  .trim()
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { message: 'must look like postgres://user:password@host:5432/database' },
  );

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: databaseUrl.optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  PUBLIC_ORIGIN: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanFlag.default(true),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  TRUST_PROXY: booleanFlag.default(false),
  SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(15),
  TRANSLATION_PROVIDER: z.enum(['none', 'libretranslate', 'deepl']).default('none'),
  LIBRETRANSLATE_URL: z.url().optional(),
  LIBRETRANSLATE_API_KEY: z.string().optional(),
  LIBRETRANSLATE_COMMAND: z.string().trim().min(1).optional(),
  DEEPL_API_KEY: z.string().optional(),
  DEEPL_API_URL: z.url().optional(),
  STORAGE: z.enum(['local', 's3']).default('local'),
  UPLOADS_DIR: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('auto'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  STREAM_MAX_CONNECTIONS_PER_MEMBER: z.coerce.number().int().min(1).max(100).default(5),
  STREAM_HEARTBEAT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
  MARKET_HOURS: z.enum(['always', 'real']).default('always'),
  JOB_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // The nightly break, outside waking hours: "HH:MM-HH:MM Area/City", or "none".
  MAINTENANCE_WINDOW: z.string().max(60).default('03:00-03:20 Europe/Stockholm'),
  // The eID broker (OpenID Connect); unset: the embedded demo provider at PUBLIC_ORIGIN/eid.
  EID_ISSUER: z.url().optional(),
  EID_CLIENT_ID: z.string().trim().min(1).default('havn'),
  EID_CLIENT_SECRET: z.string().min(1).optional(),
  // The open-banking payment provider (Trustly-type); unset: the simulated one at PUBLIC_ORIGIN/payment-provider.
  PAYMENTS_PROVIDER_URL: z.url().optional(),
  PAYMENTS_SIGNING_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  API_KEY_REQUESTS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(API_KEY_REQUESTS_PER_MINUTE),
  // The bank that verifies payout accounts and receives withdrawals; unset: the embedded simulator
  // at PUBLIC_ORIGIN/bank-sim. The delays are how long the (simulated) bank takes, in seconds.
  BANK_URL: z.url().optional(),
  BANK_VERIFICATION_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(5),
  BANK_SETTLEMENT_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(10),
  // When the bank is asked about a new direct-debit mandate: seconds in the demo; a real bank takes
  // the scheme's lead time (days to weeks) and says so while it is still pending.
  BANK_MANDATE_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(8),
  // The credit check service a mortgage application goes to (a credit bureau such as UC); unset: the
  // embedded simulator at PUBLIC_ORIGIN/credit-sim. How long its review takes, in seconds.
  CREDIT_BUREAU_URL: z.url().optional(),
  CREDIT_SIM_STEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  // 3M STIBOR in percent, the mortgage rate's reference: a configured figure, as Havn's market data
  // carries no interest rates yet (set it when STIBOR resets each quarter).
  MORTGAGE_REFERENCE_RATE: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,4})?$/)
    .default('1.95'),
  // The pension information and transfer service (minPension/Pensionsflyttguiden-type); unset: the
  // embedded simulator at PUBLIC_ORIGIN/pension-sim. How long each step of a simulated move takes, in seconds.
  PENSION_EXCHANGE_URL: z.url().optional(),
  PENSION_SIM_STEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  // The other fund companies' and banks' holdings and transfer service (a fund transfer in); unset: the
  // embedded simulator at PUBLIC_ORIGIN/fund-transfer-sim. How long each step of a simulated transfer takes.
  FUND_TRANSFER_URL: z.url().optional(),
  FUND_TRANSFER_SIM_STEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
});

export interface Config {
  port: number;
  host: string;
  /** A real PostgreSQL when set; otherwise the embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Where PGlite keeps its files; `null` keeps the database in memory (tests). */
  dataDir: string | null;
  publicOrigin: string;
  /** Secure, `__Host-` cookies everywhere but plain-http localhost. */
  secureCookies: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  seedDemo: boolean;
  webDist: string;
  trustProxy: boolean;
  scryptLogN: number;
  /**
   * Machine translation; `none` returns content untranslated and nothing fails. A LibreTranslate
   * `command` is started beside the app, restarted when it dies and stopped with it.
   */
  translation:
    | { provider: 'none' }
    | { provider: 'libretranslate'; url: string; apiKey: string | undefined; command?: string | undefined }
    | { provider: 'deepl'; url: string; apiKey: string };
  /** Where uploaded images go: a folder on local disk, or an S3-compatible bucket. */
  storage:
    | { kind: 'local'; dir: string }
    | {
        kind: 's3';
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
      };
  stream: { maxConnectionsPerMember: number; heartbeatMs: number };
  /**
   * When the simulated markets trade: `always` (the demo: open around the clock, so a newcomer can
   * trade at any hour) or `real` (each exchange's hours in its time zone, weekends and the nightly
   * downtime closed).
   */
  marketHours: 'always' | 'real';
  /** Whether this process publishes price.updated events on a timer; tests start a ticker themselves. */
  priceTicker: boolean;
  /**
   * How long requests in flight get to finish after SIGTERM before their connections are cut; the
   * process exits at the latest a second after that, whatever still hangs.
   */
  shutdownGraceMs: number;
  /**
   * Prometheus metrics, on a listener of their own so they are never public on the app's port: off
   * (null) unless METRICS_PORT is set; on loopback unless METRICS_HOST says otherwise, and then only
   * with a bearer token.
   */
  metrics: { port: number; host: string; token: string | undefined } | null;
  /**
   * Whether this process runs background jobs from the queue, and how often an idle runner looks for
   * due ones. Tests run due jobs themselves (TestServer.runJobs) unless they ask for a runner.
   */
  jobs: { run: boolean; pollMs: number };
  /**
   * The daily maintenance window (domain maintenance.ts), or null for none: during it every write
   * answers 503 MAINTENANCE with Retry-After and reads keep working.
   */
  maintenance: MaintenanceWindow | null;
  /** Requests one personal API key may make a minute (counted across every process); over it is 429. */
  apiKeyRequestsPerMinute: number;
  /**
   * The eID broker this server is a relying party of: issuer null means the embedded demo provider
   * (identity/eid/demo-provider.ts) with the demo client secret.
   */
  eid: { issuer: string | null; clientId: string; clientSecret: string };
  /**
   * The bank payout accounts are verified by and withdrawals sent to (accounts-and-money/bank/): url
   * null means the embedded simulator at PUBLIC_ORIGIN/bank-sim. A verification's answer is asked for
   * `verificationDelaySeconds` after the account is added, a sent withdrawal's `settlementDelaySeconds`
   * after it is sent, a direct-debit mandate's `mandateDelaySeconds` after it is signed.
   */
  bank: {
    url: string | null;
    verificationDelaySeconds: number;
    settlementDelaySeconds: number;
    mandateDelaySeconds: number;
  };
  /**
   * The open-banking provider: its base URL (null: the simulated provider in this process) and the
   * shared key both sides sign requests and notifications with (HMAC-SHA256).
   */
  payments: { providerUrl: string | null; signingKey: string };
  /**
   * The credit check service (credit/mortgages/): url null means the embedded simulator at
   * PUBLIC_ORIGIN/credit-sim, which decides an application `simStepSeconds` after it arrives.
   * `referenceRate` is 3M STIBOR in percent, the mortgage rate's base (configured, not market data).
   */
  credit: { bureauUrl: string | null; simStepSeconds: number; referenceRate: string };
  /**
   * The pension information and transfer service (portfolio/pension-moves/): url null means the
   * embedded simulator at PUBLIC_ORIGIN/pension-sim, whose moves take `simStepSeconds` a step (sent,
   * in transfer, done). A job asks every minute how each unfinished move stands.
   */
  pension: { url: string | null; simStepSeconds: number };
  /**
   * The old providers' holdings and transfer service for moving funds in (portfolio/fund-transfers/):
   * url null means the embedded simulator at PUBLIC_ORIGIN/fund-transfer-sim, whose transfers take
   * `simStepSeconds` a step (sent, in transfer, done). A job asks every minute how each one stands.
   */
  fundTransfer: { url: string | null; simStepSeconds: number };
}

export class ConfigError extends Error {}

/** Settings whose value never appears in an error message. */
const SECRET_SETTINGS = new Set([
  'METRICS_TOKEN',
  'S3_SECRET_ACCESS_KEY',
  'DEEPL_API_KEY',
  'LIBRETRANSLATE_API_KEY',
  'EID_CLIENT_SECRET',
  'PAYMENTS_SIGNING_KEY',
]);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const shown =
      name === 'DATABASE_URL'
        ? redactUrl(String(env.DATABASE_URL ?? ''))
        : SECRET_SETTINGS.has(name)
          ? undefined
          : env[name];
    throw new ConfigError(`Invalid ${name}${shown ? ` (${shown})` : ''}: ${issue.message}`);
  }
  const e = parsed.data;
  const publicOrigin = e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`;
  const origin = new URL(publicOrigin);
  const isLocalHttp =
    origin.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(origin.hostname);
  return {
    translation: translationConfig(e),
    storage: storageConfig(e),
    stream: {
      maxConnectionsPerMember: e.STREAM_MAX_CONNECTIONS_PER_MEMBER,
      heartbeatMs: e.STREAM_HEARTBEAT_MS,
    },
    marketHours: e.MARKET_HOURS,
    priceTicker: true,
    jobs: { run: true, pollMs: e.JOB_POLL_MS },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    metrics: metricsConfig(e),
    maintenance: maintenanceConfig(e.MAINTENANCE_WINDOW),
    apiKeyRequestsPerMinute: e.API_KEY_REQUESTS_PER_MINUTE,
    eid: eidConfig(e),
    bank: {
      url: e.BANK_URL ?? null,
      verificationDelaySeconds: e.BANK_VERIFICATION_DELAY_SECONDS,
      settlementDelaySeconds: e.BANK_SETTLEMENT_DELAY_SECONDS,
      mandateDelaySeconds: e.BANK_MANDATE_DELAY_SECONDS,
    },
    payments: paymentsConfig(e),
    credit: {
      bureauUrl: e.CREDIT_BUREAU_URL ?? null,
      simStepSeconds: e.CREDIT_SIM_STEP_SECONDS,
      referenceRate: e.MORTGAGE_REFERENCE_RATE,
    },
    pension: { url: e.PENSION_EXCHANGE_URL ?? null, simStepSeconds: e.PENSION_SIM_STEP_SECONDS },
    fundTransfer: {
      url: e.FUND_TRANSFER_URL ?? null,
      simStepSeconds: e.FUND_TRANSFER_SIM_STEP_SECONDS,
    },
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    publicOrigin: origin.origin,
    secureCookies: !isLocalHttp,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    webDist: e.WEB_DIST,
    trustProxy: e.TRUST_PROXY,
    scryptLogN: e.SCRYPT_LOG_N,
  };
}

type Env = z.infer<typeof envSchema>;

/** Where LibreTranslate listens unless told otherwise (its own default). */
export const LIBRETRANSLATE_DEFAULT_URL = 'http://127.0.0.1:5000';

function translationConfig(e: Env): Config['translation'] {
  // A LibreTranslate the app starts itself: translation is on without saying so twice.
  if (e.LIBRETRANSLATE_COMMAND) {
    if (e.TRANSLATION_PROVIDER === 'deepl') {
      throw new ConfigError(
        'Invalid LIBRETRANSLATE_COMMAND: it starts a LibreTranslate, but TRANSLATION_PROVIDER=deepl',
      );
    }
    return {
      provider: 'libretranslate',
      url: e.LIBRETRANSLATE_URL ?? LIBRETRANSLATE_DEFAULT_URL,
      apiKey: e.LIBRETRANSLATE_API_KEY,
      command: e.LIBRETRANSLATE_COMMAND,
    };
  }
  if (e.TRANSLATION_PROVIDER === 'libretranslate') {
    if (!e.LIBRETRANSLATE_URL)
      throw new ConfigError('Invalid LIBRETRANSLATE_URL: required when TRANSLATION_PROVIDER=libretranslate');
    return { provider: 'libretranslate', url: e.LIBRETRANSLATE_URL, apiKey: e.LIBRETRANSLATE_API_KEY };
  }
  if (e.TRANSLATION_PROVIDER === 'deepl') {
    if (!e.DEEPL_API_KEY)
      throw new ConfigError('Invalid DEEPL_API_KEY: required when TRANSLATION_PROVIDER=deepl');
    if (!e.DEEPL_API_URL)
      throw new ConfigError('Invalid DEEPL_API_URL: required when TRANSLATION_PROVIDER=deepl');
    return { provider: 'deepl', url: e.DEEPL_API_URL, apiKey: e.DEEPL_API_KEY };
  }
  return { provider: 'none' };
}

function maintenanceConfig(text: string): MaintenanceWindow | null {
  try {
    return parseMaintenanceWindow(text);
  } catch (error) {
    throw new ConfigError(`Invalid MAINTENANCE_WINDOW (${text}): ${(error as Error).message}`);
  }
}

/** The embedded demo provider's client secret: it signs in demo identities only, so it guards nothing real. */
const DEMO_EID_CLIENT_SECRET = 'havn-demo-eid-client-secret';

function eidConfig(e: Env): Config['eid'] {
  if (e.EID_ISSUER && !e.EID_CLIENT_SECRET) {
    throw new ConfigError('Invalid EID_CLIENT_SECRET: required when EID_ISSUER is set');
  }
  return {
    issuer: e.EID_ISSUER ?? null,
    clientId: e.EID_CLIENT_ID,
    clientSecret: e.EID_CLIENT_SECRET ?? DEMO_EID_CLIENT_SECRET,
  };
}

/** The simulated provider's key: it moves demo money only, so it guards nothing real. */
const DEMO_PAYMENTS_SIGNING_KEY = 'havn-demo-payments-signing-key-not-a-secret';

function paymentsConfig(e: Env): Config['payments'] {
  if (e.PAYMENTS_PROVIDER_URL && !e.PAYMENTS_SIGNING_KEY) {
    throw new ConfigError('Invalid PAYMENTS_SIGNING_KEY: required when PAYMENTS_PROVIDER_URL is set');
  }
  return {
    providerUrl: e.PAYMENTS_PROVIDER_URL?.replace(/\/$/, '') ?? null,
    signingKey: e.PAYMENTS_SIGNING_KEY ?? DEMO_PAYMENTS_SIGNING_KEY,
  };
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

function metricsConfig(e: Env): Config['metrics'] {
  if (e.METRICS_PORT === undefined) return null;
  if (e.METRICS_PORT === e.PORT)
    throw new ConfigError(`Invalid METRICS_PORT (${e.METRICS_PORT}): must differ from PORT`);
  // Metrics name routes, pool sizes and the process's memory: nothing for the internet to read.
  if (!LOOPBACK_HOSTS.has(e.METRICS_HOST) && !e.METRICS_TOKEN) {
    throw new ConfigError(
      `Invalid METRICS_TOKEN: required when METRICS_HOST (${e.METRICS_HOST}) is not a loopback address`,
    );
  }
  return { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN };
}

function storageConfig(e: Env): Config['storage'] {
  if (e.STORAGE === 's3') {
    const missing = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).find(
      (k) => !e[k],
    );
    if (missing) throw new ConfigError(`Invalid ${missing}: required when STORAGE=s3`);
    return {
      kind: 's3',
      endpoint: e.S3_ENDPOINT!,
      bucket: e.S3_BUCKET!,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID!,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    };
  }
  return { kind: 'local', dir: e.UPLOADS_DIR ?? path.join(e.DATA_DIR, 'uploads') };
}

/** A database URL for logs and error messages: never the password. */
export function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return value.replace(/:[^:@/]*@/, ':***@');
  }
}

/** A configuration for tests: in-memory database, no demo data, cheap but real password hashing. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    dataDir: null,
    scryptLogN: 12,
    priceTicker: false,
    jobs: { run: false, pollMs: 50 },
    // Tests choose their own window (or none): a suite run at 03:05 must not meet the demo's.
    maintenance: null,
    storage: {
      kind: 'local',
      dir: path.join(tmpdir(), `havn-test-uploads-${randomBytes(6).toString('hex')}`),
    },
    ...overrides,
  };
}

/** CI points the server suites at a real PostgreSQL with this; each TestServer makes its own database. */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.HAVN_TEST_DATABASE_URL || undefined;
}
