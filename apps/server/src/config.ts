// Every setting of the server, read from the environment once and checked with zod.
import path from 'node:path';
import { z } from 'zod';
import { JOIN_REQUESTS_PER_WINDOW } from '@parish/shared/requests';
import { MAX_AUDIO_UPLOAD_BYTES, MAX_VIDEO_UPLOAD_BYTES } from '@parish/shared/plain/constants';
import { isCommonPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@parish/shared/plain/passwords';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A demo account's password follows the accounts' own rule (packages/shared/src/plain/passwords.ts). */
const demoPassword = (username: string) =>
  z
    .string()
    .min(PASSWORD_MIN_LENGTH, `at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH)
    .refine((p) => !isCommonPassword(p, username), 'too common (guessing lists try it first): choose another');

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** postgres://… runs on a PostgreSQL server; absent runs embedded PGlite in DATA_DIR/db. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  DEMO_DATA: bool.default(true),
  DEMO_ADMIN_PASSWORD: demoPassword('admin').optional(),
  DEMO_USER_PASSWORD: demoPassword('user').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Requests that cost the server (all but the response cache's answers: writes, uploads,
   * searches, uncached reads) one address may make in the 15-minute window (docs/product.md "Errors").
   */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(3000),
  /** The same for a logged-in user, counted per session instead of per address. */
  RATE_LIMIT_SESSION_MAX: z.coerce.number().int().positive().default(3000),
  /**
   * API requests of any kind, cached reads included, one address may make in the window: hundreds
   * of phones share one mobile network address (carrier-grade NAT).
   */
  RATE_LIMIT_CACHED_MAX: z.coerce.number().int().positive().default(60_000),
  /** Failed logins one IP may make in the 15-minute window (over every account). */
  LOGIN_FAILURE_MAX: z.coerce.number().int().positive().default(30),
  /**
   * Failed logins one account may receive in the 15-minute window, from any IP (docs/decisions.md
   * "Who the client is, and the login lockout").
   */
  LOGIN_ACCOUNT_FAILURE_MAX: z.coerce.number().int().positive().default(5),
  /**
   * Addresses of the reverse proxies whose X-Forwarded-For/-Proto are believed (comma-separated
   * IPs or CIDRs, or proxy-addr's names: loopback, linklocal, uniquelocal). Empty: nobody's; the
   * client is the socket's address.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine(
      (list) => list.every((a) => /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/.test(a)),
      'IPs or CIDRs, comma-separated',
    ),
  /** Milliseconds a whole request (headers and body) may take before the socket is closed. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  /**
   * The same for a request that sends a file (photo, audio, video, import): 200 MB of video from a
   * phone at 0.5 Mbit/s takes close to an hour. A silent socket is still cut by CONNECTION_TIMEOUT_MS.
   */
  UPLOAD_TIMEOUT_MS: z.coerce.number().int().positive().default(3_600_000),
  /** Milliseconds the request headers may take. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** Milliseconds a socket may stay silent (mid-request or idle) before it is closed. */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Milliseconds an idle keep-alive connection is kept for the next request. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /** Open connections one address may hold at once; more are closed at once (not for TRUST_PROXY addresses). */
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().positive().default(100),
  /** Shares rate-limit counters and cache invalidation between processes. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional(),
  /** Extra origins (comma-separated) allowed to send mutations, besides the server's own. */
  ALLOWED_ORIGINS: z.string().default(''),
  /** Cache public GET responses in the process (turn off to measure the database path). */
  RESPONSE_CACHE: bool.default(true),
  /** Bytes the response cache may hold; the least recently used answers go first. */
  RESPONSE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024 * 1024),
  /** Largest JSON body accepted, in bytes. */
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  /** Hours an upload no row points at is kept (for the form that will use it) before it is removed. */
  UPLOAD_GRACE_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(24),
  /** Files one user may upload in an hour (POST /api/media); the next is a 429. */
  UPLOADS_PER_HOUR: z.coerce.number().int().positive().default(60),
  /** Largest audio file accepted (POST /api/media/audio), in bytes; a larger one is a 413. */
  AUDIO_UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(MAX_AUDIO_UPLOAD_BYTES),
  /** Largest video file accepted (POST /api/media/video), in bytes; a larger one is a 413. */
  VIDEO_UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(MAX_VIDEO_UPLOAD_BYTES),
  /** The same bound for admins, who upload a whole feast's photos at once (300 and more). */
  ADMIN_UPLOADS_PER_HOUR: z.coerce.number().int().positive().default(1000),
  /**
   * VAPID keys of web push (docs/decisions.md "News and web push"),
   * URL-safe base64 as `web-push generate-vapid-keys` prints
   * them. Unset: a pair is generated at first start and kept in the database (settings row `vapid`).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'URL-safe base64 of a P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'URL-safe base64 of a P-256 private key')
    .optional(),
  /** Who push services may contact about our messages: mailto: or https:. Unset: mailto: the church e-mail setting. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .optional(),
  /**
   * Hosts a push subscription's endpoint may name (comma-separated; a leading dot allows every
   * subdomain), on port 443. Anyone may register a subscription, so the server must not be made to
   * POST to any address it can reach: the browsers' push services only, by default — Chrome, Edge,
   * Samsung Internet, Opera (fcm.googleapis.com), Firefox (updates.push.services.mozilla.com),
   * Windows' WNS (*.notify.windows.com), Safari (web.push.apple.com). An entry with a port
   * (`127.0.0.1:8443`) allows that port instead: a local push service for tests and the bench.
   */
  PUSH_HOSTS: z
    .string()
    .default('fcm.googleapis.com,.push.services.mozilla.com,.notify.windows.com,.push.apple.com')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine(
      (hosts) => hosts.every((h) => /^(\.?[a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/.test(h)),
      'hosts, each as name, .domain or either with :port',
    ),
  /** Push subscriptions one address may register per 15 minutes (the registry takes no credentials). */
  /** Join forms one address may send in 15 minutes (docs/product.md "Joining /join"). */
  JOIN_REQUESTS_PER_IP: z.coerce.number().int().min(1).default(JOIN_REQUESTS_PER_WINDOW),
  PUSH_REGISTRATIONS_PER_IP: z.coerce.number().int().min(1).default(20),
  /** Push subscriptions kept in all; a new one past it is refused with 503 `push_registry_full`. */
  PUSH_SUBSCRIPTIONS_MAX: z.coerce.number().int().min(1).default(100_000),
  /** Push messages sent at once when news is posted. */
  PUSH_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(50),
  /** Subscriptions read from the database at a time while sending. */
  PUSH_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(500),
  /** Further tries of a message the push service refused for a passing reason (429, 5xx, network). */
  PUSH_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  /** The first retry waits this long (ms); each next one twice as long. */
  PUSH_RETRY_BASE_MS: z.coerce.number().int().min(0).max(600_000).default(2_000),
  /** Milliseconds one push request may take. */
  PUSH_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** Seconds a push service keeps a message for a phone that is offline. */
  PUSH_TTL_SECONDS: z.coerce.number().int().min(0).max(2_419_200).default(86_400),
  /** A PEM file of extra certificate authorities trusted for push endpoints (a local test endpoint). */
  PUSH_CA_FILE: z.string().optional(),
  /** Nightly backups kept in DATA_DIR/backups; 0 turns the nightly backup off. */
  BACKUP_KEEP: z.coerce.number().int().min(0).max(365).default(14),
  /** The hour (server time, 0–23) from which the day's backup is taken. */
  BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(2),
  /**
   * Object storage for uploads and backups (any S3-compatible service: AWS S3, Cloudflare R2,
   * MinIO, Garage). S3_BUCKET turns it on; unset, files live under DATA_DIR on this machine.
   */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name (3–63 lower-case letters, digits, dots, hyphens)')
    .optional(),
  /** The service's URL (https://<account>.r2.cloudflarestorage.com, http://minio:9000); unset: AWS S3 of S3_REGION. */
  S3_ENDPOINT: z.url('a URL such as https://s3.example.com').optional(),
  /** The bucket's region; `auto` for R2, any name for MinIO/Garage that have one. */
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Credentials; unset: the SDK's own chain (environment, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Address the bucket as a path (endpoint/bucket/key), as MinIO and Garage need, instead of a host name. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /**
   * Seconds a job (nightly backup, upload sweep, sending a news push) is held by the process
   * running it without a sign of life; after that another process takes it over.
   */
  JOB_LEASE_SECONDS: z.coerce.number().min(1).max(3600).default(60),
  /**
   * Seconds between two looks for jobs another process left unfinished (a news push it was sending when it
   * stopped).
   */
  JOB_POLL_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  /**
   * Milliseconds a stopping server (SIGTERM) waits for the requests under way before it closes
   * their connections (an upload cut here is sent again by the phone, to another process).
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(25_000),
  /** Where the built web app is; the server serves it when it exists. */
  WEB_DIST: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
  /** Where the web app's server renderer is built (`vite build --ssr`); without it, pages are sent unrendered. */
  WEB_SERVER_DIST: z.string().default(path.resolve(import.meta.dirname, '../../web/dist-server')),
  /**
   * The site's public address (https://parish.example), for the canonical URL and the absolute
   * addresses link previews need. Unset: the address the request came to.
   */
  PUBLIC_URL: z
    .string()
    .url()
    .regex(/^https?:\/\/[^/]+$/, 'scheme and host only, without a path: https://parish.example')
    .optional(),
  /** Rendered pages kept in the response cache (they share its bound); false renders each request. */
  PAGE_CACHE: bool.default(true),
});
export type Config = z.infer<typeof ConfigSchema> & { dbDir: string; uploadsDir: string };

/** Settings that must come together: both S3 keys or neither, and no S3 setting without a bucket. */
function checkTogether(c: z.infer<typeof ConfigSchema>, issue: (path: string, message: string) => void) {
  if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) {
    issue(
      c.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    );
  }
  if (!c.S3_BUCKET && (c.S3_ENDPOINT || c.S3_ACCESS_KEY_ID))
    issue('S3_BUCKET', 'required when S3_ENDPOINT or S3 keys are set');
}

const CheckedConfigSchema = ConfigSchema.superRefine((c, ctx) =>
  checkTogether(c, (path, message) => ctx.addIssue({ code: 'custom', path: [path], message })),
);

/** Parses the environment; on a bad value prints one line per problem and exits. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = CheckedConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    console.error(`Invalid settings:\n${lines.join('\n')}`);
    process.exit(1);
  }
  return withPaths(parsed.data);
}

export function withPaths(c: z.infer<typeof ConfigSchema>): Config {
  const dataDir = path.resolve(c.DATA_DIR);
  return { ...c, DATA_DIR: dataDir, dbDir: path.join(dataDir, 'db'), uploadsDir: path.join(dataDir, 'uploads') };
}
