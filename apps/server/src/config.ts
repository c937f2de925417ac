import { isIP } from 'node:net';
import path from 'node:path';
import { ACCESS_RECORDS_MIN_DAYS } from '@portal/contract/access-records';
import { z } from 'zod';
import { SERVER_ROOT } from './lib/server-root.ts';

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(item: string): boolean {
  if (PROXY_NAMES.includes(item) || isIP(item)) return true;
  const [address, bits, extra] = item.split('/');
  const family = isIP(address ?? '');
  return extra === undefined && family !== 0 && /^\d{1,3}$/.test(bits ?? '') && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * The proxies whose X-Forwarded-For is believed: addresses, CIDR ranges or proxy-addr's names. `true`
 * is refused: believing every sender would let anyone choose the address the sign-in throttle sees.
 */
const trustedProxies = z.string().transform((text, ctx) => {
  const value = text.trim().toLowerCase();
  if (['false', '0', 'no', ''].includes(value)) return [];
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const wrong = items.filter((item) => !isAddressOrRange(item));
  if (['true', '1', 'yes'].includes(value) || wrong.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `list the addresses or CIDR ranges of your proxies (e.g. 10.0.0.5,10.8.0.0/16), or false${wrong.length ? `; not an address: ${wrong.join(', ')}` : ''}`,
    });
    return z.NEVER;
  }
  return items;
});

/** Who may read /metrics: addresses, CIDR ranges, or the names loopback, linklocal and uniquelocal. */
const allowedAddresses = z.string().transform((text, ctx) => {
  const items = text
    .toLowerCase()
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const wrong = items.filter((item) => !isAddressOrRange(item));
  if (items.length === 0 || wrong.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `list addresses, CIDR ranges or loopback (e.g. loopback,10.0.0.0/8)${wrong.length ? `; not an address: ${wrong.join(', ')}` : ''}`,
    });
    return z.NEVER;
  }
  return items;
});

const booleanText = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').max(256).optional(),
  DEMO_DATA: booleanText.optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(120),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: trustedProxies.default([]),
  CORS_ORIGIN: z.url().optional(),
  METRICS: z.enum(['on', 'off']).default('on'),
  // a scraper on this machine by default: the figures say how busy the office is, for its operator only
  METRICS_ALLOW: allowedAddresses.default(['loopback']),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_SCRIPT_URL: z.url().default('https://accounts.google.com/gsi/client'),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z.string().default('accounts.google.com,https://accounts.google.com'),
  GOOGLE_HOSTED_DOMAIN: z.string().min(1).optional(),
  /** Daily backups into this folder when set (decision 021). */
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(2),
  /** Days the records of who saw whom are kept; the DPDP Rules ask a year at least (decision 035). */
  ACCESS_RECORDS_KEEP_DAYS: z.coerce.number().int().min(ACCESS_RECORDS_MIN_DAYS).max(36_500).default(ACCESS_RECORDS_MIN_DAYS),
  /** Days an upload's rejected rows keep what the office typed, for downloading them again (decision 052). */
  UPLOAD_ROWS_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Rows of a beneficiary upload written in one transaction; unset, the upload's own (decision 048). */
  UPLOAD_CHUNK_ROWS: z.coerce.number().int().min(10).max(10_000).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Env {
  demoData: boolean;
  dataDir: string;
  backupDir: string | null;
  webDist: string;
}

export class ConfigError extends Error {}

/** Parsed once at start-up; a bad value stops the start with a list of what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    ...e,
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    // relative to where `npm start` / `npm run cli` was typed (npm runs workspace scripts in their own folder)
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    backupDir: e.BACKUP_DIR ? path.resolve(env.INIT_CWD ?? process.cwd(), e.BACKUP_DIR) : null,
    webDist: path.resolve(e.WEB_DIST ?? path.join(SERVER_ROOT, '../web/dist')),
  };
}
