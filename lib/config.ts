/**
 * Runtime configuration from the environment (PRODUCT.md, Environment), parsed once and
 * validated: a bad value fails with a message naming the variable instead of surfacing later.
 */
import path from 'node:path';
import { z } from 'zod';
import { firm } from '../content/firm';

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
  NOTIFY_TO: z.email().default(firm.email),
  SITE_URL: optionalUrl(/^https?:$/, 'https://www.example.com').transform(
    (value) => (value ?? 'http://localhost:3000').replace(/\/+$/, ''),
  ),
  FORM_RATE_LIMIT: z.coerce.number().int().positive().max(10_000).default(10),
  /** Shared secret WordPress sends to the revalidation webhook; the webhook is off without it. */
  REVALIDATE_SECRET: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || value.length >= 16, { message: 'must be at least 16 characters' }),
  /** How long a fetched copy of the blog counts as fresh (default 60 s; shorter in tests). */
  ARTICLES_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  TRUST_PROXY: z
    .enum(['', '0', '1', 'true', 'false'])
    .default('')
    .transform((value) => value === '1' || value === 'true'),
});

export type AppConfig = Omit<z.infer<typeof envSchema>, 'DATA_DIR'> & { DATA_DIR: string };

/** Parses an environment; throws an `Error` naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) };
}

let cached: AppConfig | undefined;

/** The process's configuration, parsed on first use. */
export function getConfig(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
