/**
 * Runtime configuration from the environment (the README's Environment table), parsed once and
 * validated: a bad value fails with a message naming the variable instead of surfacing later.
 */
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './server/trust-proxy';
import { DkimConfigError, type DkimSigning, loadDkimSigning } from './mail/dkim';
import { type MpesaSettings, parseMpesaSettings } from './payments/mpesa/settings';

const optionalUrl = (protocols: RegExp, example: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || (URL.canParse(value) && protocols.test(new URL(value).protocol)), {
      message: `must be a URL like ${example}`,
    });

const envSchema = z.object({
  DATA_DIR: z.string().trim().default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, 'postgres://user:pass@host:5432/db'),
  WORDPRESS_URL: optionalUrl(/^https?:$/, 'https://blog.example.com/article'),
  SMTP_URL: optionalUrl(/^smtps?:$/, 'smtp://user:pass@host:587'),
  /**
   * Where the firm's notifications of contact messages and bookings go. Unset, they go to the
   * general email staff set in the admin's contact details, read when each is queued.
   */
  NOTIFY_TO: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.email().optional()),
  SITE_URL: optionalUrl(/^https?:$/, 'https://www.example.com').transform(
    (value) => (value ?? 'http://localhost:3000').replace(/\/+$/, ''),
  ),
  FORM_RATE_LIMIT: z.coerce.number().int().positive().max(10_000).default(10),
  /**
   * Newsletter mails per minute, over every instance on the database (lib/newsletters/feed.ts):
   * what a small firm's relay takes without deferring it as a flood.
   */
  NEWSLETTER_RATE: z.coerce.number().int().positive().max(10_000).default(60),
  /** Shared secret WordPress sends to the revalidation webhook; the webhook is off without it. */
  REVALIDATE_SECRET: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || value.length >= 16, { message: 'must be at least 16 characters' }),
  /** Bearer token that lets a request from elsewhere read `/healthz`'s details (docs/production.md); local requests need none. */
  HEALTH_TOKEN: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || value.length >= 16, { message: 'must be at least 16 characters' }),
  /** How often the blog's mirror asks WordPress for changes (docs/articles.md); 5 s at least, for tests. */
  ARTICLES_SYNC_SECONDS: z.coerce.number().int().min(5).max(86_400).default(60),
  /** How many proxy hops, or which proxy addresses, to trust (`lib/server/trust-proxy.ts`). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context): TrustProxy => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** DKIM signing (`lib/mail/dkim.ts`); the key is read and checked by {@link validateServerStart}. */
  DKIM_DOMAIN: z.string().trim().optional(),
  DKIM_SELECTOR: z.string().trim().optional(),
  DKIM_PRIVATE_KEY: z.string().optional(),
  /** `production` under `npm start`; with a public `SITE_URL` it means the site is deployed. */
  NODE_ENV: z.string().optional(),
});

export type AppConfig = Omit<z.infer<typeof envSchema>, 'DATA_DIR'> & { DATA_DIR: string };

const invalid = (problems: string[]) => new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);

/** Parses an environment; throws an `Error` naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw invalid(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) };
}

/** True for `localhost`, `*.localhost`, 127.0.0.0/8 and ::1: a site nobody else can reach. */
export function isLoopbackOrigin(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (net.isIPv4(host)) return host.startsWith('127.');
  return host === '::1';
}

/**
 * Deployed means `NODE_ENV=production` with a `SITE_URL` others can reach: then mail must
 * really leave (docs/production.md, "The production guard").
 */
export const isDeployed = (config: Pick<AppConfig, 'NODE_ENV' | 'SITE_URL'>) =>
  config.NODE_ENV === 'production' && !isLoopbackOrigin(config.SITE_URL);

/** The server's configuration: the app's, with the DKIM key read and the M-Pesa settings (undefined when none is set). */
export type ServerConfig = AppConfig & { dkim: DkimSigning | undefined; mpesa: MpesaSettings | undefined };

/**
 * The checks a server start makes before it serves anything, beyond {@link parseConfig}:
 * a deployed site without `SMTP_URL` would write every enquiry to files nobody reads, a DKIM
 * key nodemailer cannot use would send every mail unsigned, and M-Pesa settings set in part
 * would fail a visitor at the till (all six or none, lib/payments/mpesa/settings.ts). Throws
 * an `Error` naming the variable and the reason. Not part of {@link getConfig}, so `next
 * build` and the command line tools never need the mail or payment settings.
 */
export function validateServerStart(env: Record<string, string | undefined> = process.env): ServerConfig {
  const config = env === process.env ? getConfig() : parseConfig(env);
  if (isDeployed(config) && !config.SMTP_URL) {
    throw invalid([
      `SMTP_URL: must be set when the site is deployed (NODE_ENV=production and SITE_URL ${config.SITE_URL} is not ` +
        'a loopback address); without it every enquiry is written to files under DATA_DIR/mail that nobody reads',
    ]);
  }
  const mpesa = parseMpesaSettings(env);
  if (!mpesa.ok) throw invalid(mpesa.problems);
  try {
    return { ...config, dkim: loadDkimSigning(config), mpesa: mpesa.settings };
  } catch (error) {
    if (error instanceof DkimConfigError) throw invalid([`${error.variable}: ${error.message}`]);
    throw error;
  }
}

let cached: AppConfig | undefined;

/** The process's configuration, parsed on first use. */
export function getConfig(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}

let cachedServer: ServerConfig | undefined;

/** {@link validateServerStart} for this process, checked once. */
export function getServerConfig(): ServerConfig {
  cachedServer ??= validateServerStart();
  return cachedServer;
}
