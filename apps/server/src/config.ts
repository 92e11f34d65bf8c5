// Configuration is read from the environment once, validated, and passed down. Every variable is
// documented in docs/configuration.md; keep the two in step.
import { resolve } from 'node:path';
import { z } from 'zod';
import { LONG_VIDEO_SECONDS } from './platform/db/post-buckets';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('trestle:'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Trestle <no-reply@trestle.local>'),
  CONTACT_EMAIL: z.email().default('staff@trestle.local'),
  SEED_DEMO: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(2048).default(200),
  VIDEO_PROCESSING: z.enum(['auto', 'off']).default('auto'),
  DATABASE_PREPARED_STATEMENTS: z.enum(['on', 'off']).default('on'),
  VIDEO_PROCESSING_HOLD_FILE: z.string().min(1).optional(),
  LONG_VIDEO_SECONDS: z.coerce.number().int().min(1).max(86_400).default(LONG_VIDEO_SECONDS),
  API_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  SIGN_IN_ADDRESS_RATE_LIMIT: z.coerce.number().int().min(1).default(200),
  AUTH_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  POSTING_RATE_LIMIT: z.coerce.number().int().min(1).default(100),
  MESSAGING_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  MESSAGING_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  PREVIEW_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  TRANSLATION_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  TRANSLATION_PROVIDER: z.enum(['apertium', 'libretranslate']).default('apertium'),
  TRANSLATION_URL: z.url().optional(),
  TRANSLATION_API_KEY: z.string().min(1).optional(),
  BODY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  UPLOAD_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86400).default(1800),
  UPLOAD_PACE_WINDOW_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  UPLOAD_MIN_KB_PER_WINDOW: z.coerce.number().int().min(0).max(1_000_000).default(16),
  UPLOAD_CONCURRENT_PER_PERSON: z.coerce.number().int().min(1).max(1000).default(4),
  IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  TRUST_PROXY: flag.default(false),
  OUTBOUND_ALLOWED_PRIVATE_ADDRESSES: z.string().default(''),
  MAP_TILE_URL: z
    .string()
    .regex(
      /^(https?:\/\/[^/\s]+)?\/\S*\{z\}\S*$/,
      'MAP_TILE_URL must be an http(s) URL or a path with {z}, {x} and {y}',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().max(500).default('© OpenStreetMap contributors'),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  PAYMENTS_SANDBOX_CONFIRM_SECONDS: z.coerce.number().int().min(0).max(600).default(3),
  PAYMENTS_PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).default(10),
  PAYMENTS_RENEWAL_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  PAYMENTS_RENEWAL_RETRY_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(24),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_API_URL: z.url().optional(),
  WEB_DIST: z.string().optional(),
  EMBED_DIST: z.string().optional(),
});

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL: long statements prepared once per connection (off behind a transaction pooler). */
  databasePreparedStatements: boolean;
  redisUrl: string | undefined;
  /** Prefix of every key this installation keeps in Redis (several may share one server). */
  redisKeyPrefix: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact-form messages are mailed (CONTACT_EMAIL). */
  contactEmail: string;
  seedDemo: boolean;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  maxUploadBytes: number;
  /** `auto`: videos and audio are processed when ffmpeg and ffprobe are on PATH; `off`: never. */
  videoProcessing: 'auto' | 'off';
  /**
   * While this file exists, video and sound processing jobs wait before they start (the browser
   * journeys hold them to see a post being processed); unset: they never wait.
   */
  videoProcessingHoldFile: string | undefined;
  /** A video at least this long is a long video (the `videos_full` subtype, the video column). */
  longVideoSeconds: number;
  rateLimits: {
    apiPerMinute: number;
    auth: number;
    signInAddress: number;
    authWindowSeconds: number;
    postingPerHour: number;
    messagingPerMinute: number;
    /** The window MESSAGING_RATE_LIMIT counts in (a minute unless configured). */
    messagingWindowSeconds: number;
    previewsPerMinute: number;
    translationsPerMinute: number;
  };
  /** The translation server; none when `url` is unset (translation answers 503). */
  translation: {
    provider: 'apertium' | 'libretranslate';
    url: string | undefined;
    apiKey: string | undefined;
  };
  timeouts: { bodySeconds: number; uploadSeconds: number; idleSeconds: number };
  /** An upload must deliver `minBytes` in every window; one person has at most `perPerson` at once. */
  uploads: { windowMs: number; minBytes: number; perPerson: number };
  sessionDays: number;
  trustProxy: boolean;
  /** CIDR ranges outside the public internet that outbound fetches may still reach (tests, intranets). */
  outboundAllowedPrivateAddresses: string[];
  /** The project map's tiles: a Leaflet template served by another site or this one. */
  map: { tileUrl: string; attribution: string };
  /** Server processes on one port (Node's cluster); more than one needs PostgreSQL and Redis. */
  workers: number;
  /** S3-compatible storage when a bucket is set; files on local disk under DATA_DIR otherwise. */
  s3: S3Config | undefined;
  /** The card processor (platform/payments): the embedded sandbox, or Stripe. */
  payments: {
    provider: 'sandbox' | 'stripe';
    /** Sandbox: seconds between a charge and its confirmation. */
    sandboxConfirmSeconds: number;
    /** The platform's share of a payment to a creator, in percent. */
    platformFeePercent: number;
    /** Renewal charges tried before a subscription lapses, and hours between tries. */
    renewalAttempts: number;
    renewalRetryHours: number;
    stripe: {
      secretKey: string | undefined;
      webhookSecret: string | undefined;
      publishableKey: string | undefined;
      /** Another address for Stripe's API (a stand-in in tests); Stripe's own when unset. */
      apiUrl: string | undefined;
    };
  };
  webDist: string | undefined;
  embedDist: string | undefined;
};

export type S3Config = {
  bucket: string;
  /** Unset for AWS itself; a URL for MinIO, Ceph, Garage and other compatible servers. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's own chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.WORKERS > 1 && !(e.DATABASE_URL && e.REDIS_URL)) {
    throw new ConfigError(
      `Invalid configuration:\n  WORKERS=${e.WORKERS} needs DATABASE_URL and REDIS_URL: the embedded ` +
        'database belongs to one process, and realtime events and rate limits are shared through Redis',
    );
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
    );
  }
  if (e.PAYMENTS_PROVIDER === 'stripe' && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENTS_PROVIDER: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    // Without PUBLIC_URL, links point at this machine on the port we listen on.
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS === 'on',
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    maxUploadBytes: e.MAX_UPLOAD_MB * 1024 * 1024,
    videoProcessing: e.VIDEO_PROCESSING,
    videoProcessingHoldFile: e.VIDEO_PROCESSING_HOLD_FILE,
    longVideoSeconds: e.LONG_VIDEO_SECONDS,
    rateLimits: {
      apiPerMinute: e.API_RATE_LIMIT,
      auth: e.AUTH_RATE_LIMIT,
      signInAddress: e.SIGN_IN_ADDRESS_RATE_LIMIT,
      authWindowSeconds: e.AUTH_RATE_WINDOW_SECONDS,
      postingPerHour: e.POSTING_RATE_LIMIT,
      messagingPerMinute: e.MESSAGING_RATE_LIMIT,
      messagingWindowSeconds: e.MESSAGING_RATE_WINDOW_SECONDS,
      previewsPerMinute: e.PREVIEW_RATE_LIMIT,
      translationsPerMinute: e.TRANSLATION_RATE_LIMIT,
    },
    translation: {
      provider: e.TRANSLATION_PROVIDER,
      url: e.TRANSLATION_URL,
      apiKey: e.TRANSLATION_API_KEY,
    },
    timeouts: {
      bodySeconds: e.BODY_TIMEOUT_SECONDS,
      uploadSeconds: e.UPLOAD_TIMEOUT_SECONDS,
      idleSeconds: e.IDLE_TIMEOUT_SECONDS,
    },
    uploads: {
      windowMs: e.UPLOAD_PACE_WINDOW_MS,
      minBytes: e.UPLOAD_MIN_KB_PER_WINDOW * 1024,
      perPerson: e.UPLOAD_CONCURRENT_PER_PERSON,
    },
    sessionDays: e.SESSION_DAYS,
    trustProxy: e.TRUST_PROXY,
    outboundAllowedPrivateAddresses:
      e.OUTBOUND_ALLOWED_PRIVATE_ADDRESSES.split(/[\s,]+/).filter(Boolean),
    map: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    workers: e.WORKERS,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    payments: {
      provider: e.PAYMENTS_PROVIDER,
      sandboxConfirmSeconds: e.PAYMENTS_SANDBOX_CONFIRM_SECONDS,
      platformFeePercent: e.PAYMENTS_PLATFORM_FEE_PERCENT,
      renewalAttempts: e.PAYMENTS_RENEWAL_ATTEMPTS,
      renewalRetryHours: e.PAYMENTS_RENEWAL_RETRY_HOURS,
      stripe: {
        secretKey: e.STRIPE_SECRET_KEY,
        webhookSecret: e.STRIPE_WEBHOOK_SECRET,
        publishableKey: e.STRIPE_PUBLISHABLE_KEY,
        apiUrl: e.STRIPE_API_URL,
      },
    },
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : undefined,
    embedDist: e.EMBED_DIST ? resolve(e.EMBED_DIST) : undefined,
  };
}
