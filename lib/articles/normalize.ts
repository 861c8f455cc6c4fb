/**
 * Turns WordPress REST posts (`/wp-json/wp/v2/posts?_embed`) into the site's `Article`.
 * The schema is deliberately lenient: only what a page cannot do without (id, slug, date,
 * title) is required, and every optional part degrades to an empty value.
 */
import { decodeHTML } from 'entities';
import { z } from 'zod';
import { log } from '../log';
import { decodedSlug } from '../routes';
import { sanitizeArticleHtml, stripTags } from './sanitize';
import type { Article, ArticleImage } from './types';

const renderedSchema = z.union([z.object({ rendered: z.string() }), z.string()]);

const rawPostSchema = z.object({
  id: z.number().int().nonnegative(),
  slug: z.string().trim().min(1),
  date: z.string().trim().min(1),
  date_gmt: z.string().nullish(),
  modified: z.string().nullish(),
  modified_gmt: z.string().nullish(),
  link: z.string().nullish(),
  title: renderedSchema,
  content: renderedSchema.nullish(),
  excerpt: renderedSchema.nullish(),
  class_list: z.unknown().optional(),
  status: z.string().nullish(),
  _embedded: z.unknown().optional(),
});

type RenderedField = z.infer<typeof renderedSchema>;

const featuredMediaSchema = z.object({
  source_url: z.string().trim().min(1),
  alt_text: z.string().nullish(),
  media_details: z.unknown().optional(),
});

const termSchema = z.object({ taxonomy: z.string(), slug: z.string().trim().min(1) });

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
const DATE_TIME_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
/** The firm's blog runs in Nairobi; Kenya keeps UTC+3 all year. */
const DEFAULT_OFFSET_MINUTES = 180;
const EXCERPT_WORDS = 55;
const CATEGORY_PREFIX = 'category-';

/** A JSON object (not null, not a list). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function renderedText(field: RenderedField | null | undefined): string {
  if (field === null || field === undefined) return '';
  return typeof field === 'string' ? field : field.rendered;
}

/** Plain text from rendered HTML: tags removed, entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  return decodeHTML(stripTags(html)).replace(/\s+/g, ' ').trim();
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0');
  return `${sign}${hours}:${String(absolute % 60).padStart(2, '0')}`;
}

/**
 * WordPress's `date` is the blog's local wall-clock time with no zone; `date_gmt` is the same
 * moment in UTC. Joining them keeps the local date (what editors see, and what the year filter
 * reads from the first four characters) while making the moment unambiguous.
 */
function toZonedIso(local: string, gmt: string | null | undefined, field: string): string {
  const value = local.trim();
  if (DATE_TIME_WITH_ZONE.test(value) && !Number.isNaN(Date.parse(value))) return value;
  if (!LOCAL_DATE_TIME.test(value) || Number.isNaN(Date.parse(`${value}Z`))) {
    throw new Error(`WordPress post has an invalid ${field}: ${JSON.stringify(local)}`);
  }
  let offsetMinutes = DEFAULT_OFFSET_MINUTES;
  const gmtValue = gmt?.trim() ?? '';
  if (LOCAL_DATE_TIME.test(gmtValue)) {
    const difference = (Date.parse(`${value}Z`) - Date.parse(`${gmtValue}Z`)) / 60_000;
    // Drafts carry a zeroed `date_gmt`; anything outside real UTC offsets is ignored.
    if (Number.isFinite(difference) && Math.abs(difference) <= 14 * 60) {
      offsetMinutes = Math.round(difference / 15) * 15;
    }
  }
  return `${value}${formatOffset(offsetMinutes)}`;
}

function positiveInteger(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

function isUsableUrl(url: string): boolean {
  return /^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url);
}

function embeddedList(embedded: unknown, key: string): unknown[] {
  if (!isRecord(embedded)) return [];
  const list = embedded[key];
  return Array.isArray(list) ? list : [];
}

/** The featured image, or null when there is none or WordPress embedded an error in its place. */
function featuredImage(embedded: unknown): ArticleImage | null {
  const first = embeddedList(embedded, 'wp:featuredmedia')[0];
  // A private or deleted attachment embeds as `{ code: 'rest_forbidden', message, data }`.
  if (!isRecord(first) || typeof first.code === 'string') return null;
  const parsed = featuredMediaSchema.safeParse(first);
  if (!parsed.success || !isUsableUrl(parsed.data.source_url)) return null;
  // WordPress serialises empty media details as `[]`, so nothing about their shape is assumed.
  const details = isRecord(parsed.data.media_details) ? parsed.data.media_details : {};
  return {
    src: parsed.data.source_url,
    width: positiveInteger(details.width),
    height: positiveInteger(details.height),
    alt: plainText(parsed.data.alt_text ?? ''),
  };
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/**
 * `class_list` (WordPress 6.3+) is an array of classes, but some versions and plugins send it
 * as an object with numeric-string keys; both hold `category-<slug>` entries.
 */
function categoriesFromClassList(classList: unknown): string[] {
  const entries = Array.isArray(classList) ? classList : isRecord(classList) ? Object.values(classList) : [];
  return unique(
    entries
      .filter((entry): entry is string => typeof entry === 'string' && entry.startsWith(CATEGORY_PREFIX))
      .map((entry) => entry.slice(CATEGORY_PREFIX.length))
      .filter((slug) => slug.length > 0),
  );
}

/** Older WordPress has no `class_list`; its embedded terms are an array per taxonomy. */
function categoriesFromTerms(embedded: unknown): string[] {
  const slugs: string[] = [];
  for (const group of embeddedList(embedded, 'wp:term')) {
    if (!Array.isArray(group)) continue;
    for (const term of group) {
      const parsed = termSchema.safeParse(term);
      if (parsed.success && parsed.data.taxonomy === 'category') slugs.push(parsed.data.slug);
    }
  }
  return unique(slugs);
}

function excerptFrom(excerptHtml: string, contentHtml: string): string {
  const excerpt = plainText(excerptHtml).replace(/\s*\[(?:…|\.\.\.)\]$/, '…');
  if (excerpt) return excerpt;
  const words = plainText(contentHtml).split(' ').filter(Boolean);
  if (words.length <= EXCERPT_WORDS) return words.join(' ');
  return `${words.slice(0, EXCERPT_WORDS).join(' ')}…`;
}

function describeIssues(error: z.ZodError): string {
  const fields = unique(error.issues.map((issue) => (issue.path.length ? issue.path.join('.') : 'post')));
  return fields.join(', ');
}

function identify(raw: unknown): string {
  if (!isRecord(raw)) return `a ${raw === null ? 'null' : typeof raw} value`;
  const id = typeof raw.id === 'number' ? ` ${raw.id}` : '';
  const slug = typeof raw.slug === 'string' && raw.slug ? ` "${raw.slug}"` : '';
  return `post${id}${slug}`.trim();
}

/** Whether WordPress embedded the post's terms at all (an empty list of categories counts). */
function hasTerms(embedded: unknown): boolean {
  return embeddedList(embedded, 'wp:term').some(
    (group) => Array.isArray(group) && group.some((term) => isRecord(term) && term.taxonomy === 'category'),
  );
}

/**
 * Whether a post is password-protected: WordPress lists it to everyone but sends its content
 * empty and marked `protected`. The site shows only what anyone may read.
 */
export function isPasswordProtected(raw: unknown): boolean {
  if (!isRecord(raw)) return false;
  const flagged = (field: unknown) => isRecord(field) && field.protected === true;
  return flagged(raw.content) || flagged(raw.excerpt);
}

/** Converts one raw WordPress REST post into an `Article`; throws if it lacks id, slug, date or title. */
export function normalizePost(raw: unknown): Article {
  const parsed = rawPostSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      `Malformed WordPress ${identify(raw)}: missing or invalid ${describeIssues(parsed.error)}`,
      { cause: parsed.error },
    );
  }
  const post = parsed.data;
  const title = plainText(renderedText(post.title));
  if (!title) {
    throw new Error(`Malformed WordPress ${identify(raw)}: missing or invalid title`);
  }
  const contentSource = renderedText(post.content);
  const date = toZonedIso(post.date, post.date_gmt, 'date');
  const modified = post.modified ? toZonedIso(post.modified, post.modified_gmt, 'modified date') : date;
  const fromTerms = categoriesFromTerms(post._embedded);
  const link = post.link?.trim() ?? '';

  return {
    id: post.id,
    slug: decodedSlug(post.slug),
    date,
    modified,
    title,
    excerpt: excerptFrom(renderedText(post.excerpt), contentSource),
    contentHtml: sanitizeArticleHtml(contentSource),
    link: /^https?:\/\//i.test(link) ? link : '',
    image: featuredImage(post._embedded),
    // The embedded terms are the categories themselves; `class_list` is theme markup that
    // plugins rewrite, so it is read only when the terms are missing.
    categories: hasTerms(post._embedded) ? fromTerms : categoriesFromClassList(post.class_list),
  };
}

/** Called for each post `normalizePosts` leaves out. */
export type SkipHandler = (error: Error, index: number) => void;

const warnSkipped: SkipHandler = (error, index) => {
  log.warn(`Skipping WordPress post at index ${index}: ${error.message}`);
};

/** Newest first; posts published in the same second fall back to the higher id. */
export function compareNewestFirst(a: Article, b: Article): number {
  return Date.parse(b.date) - Date.parse(a.date) || b.id - a.id;
}

/**
 * Converts a WordPress posts payload into articles, newest first. A malformed post is skipped
 * (reported through `onSkip`) so one bad entry cannot hide the rest; a payload that is not an
 * array throws, so the caller can keep its last good copy.
 */
export function normalizePosts(raw: unknown, onSkip: SkipHandler = warnSkipped): Article[] {
  if (!Array.isArray(raw)) {
    const received = raw === null ? 'null' : isRecord(raw) ? 'an object' : typeof raw;
    throw new Error('WordPress posts payload is not an array', {
      cause: new TypeError(`Expected an array of posts, received ${received}`),
    });
  }
  const seen = new Set<number>();
  const articles: Article[] = [];
  raw.forEach((entry, index) => {
    try {
      const article = normalizePost(entry);
      // Paging while an editor publishes can return the same post on two pages.
      if (seen.has(article.id)) return;
      seen.add(article.id);
      articles.push(article);
    } catch (error) {
      onSkip(error instanceof Error ? error : new Error(String(error)), index);
    }
  });
  return articles.sort(compareNewestFirst);
}
