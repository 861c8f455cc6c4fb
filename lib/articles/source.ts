/**
 * The articles the site shows, kept fresh and kept available (PRODUCT.md decision 3).
 *
 * - A copy younger than `ttlMs` is served as it is.
 * - An older copy is still served at once while one refresh runs in the background, so a
 *   slow or failing WordPress never slows a page down.
 * - Every good refresh is written to disk (atomically), so a restart during an outage starts
 *   from the last good copy instead of from nothing.
 * - With no copy at all (first start, WordPress down) the caller waits for one bounded
 *   attempt and is then told plainly that nothing is available.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { errorFields, log } from '../log';
import { fetchAllPosts } from './wordpress';
import type { Article } from './types';

/** `sample`: the bundled feed (no `WORDPRESS_URL`); `stale`: WordPress has not answered lately. */
export type FeedStatus = 'live' | 'stale' | 'unavailable' | 'sample';

export type ArticleFeed = {
  articles: Article[];
  status: FeedStatus;
  /** When the copy being served was fetched from WordPress. */
  fetchedAt: Date | null;
  /** Why the last refresh failed, if it did. */
  lastError: string | null;
};

type Snapshot = { articles: Article[]; fetchedAt: number };

export type ArticleSourceOptions = {
  baseUrl: string;
  cacheFile: string;
  /** How long a copy counts as fresh. */
  ttlMs: number;
  /** Per WordPress request. */
  timeoutMs: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
  log?: (message: string, error?: unknown) => void;
};

const CACHE_VERSION = 1;

// The cache file is our own output, but a truncated or hand-edited file must not crash a page.
const cacheFileSchema = z.object({
  version: z.literal(CACHE_VERSION),
  fetchedAt: z.number(),
  articles: z.array(
    z.object({
      id: z.number(),
      slug: z.string(),
      date: z.string(),
      modified: z.string(),
      title: z.string(),
      excerpt: z.string(),
      contentHtml: z.string(),
      link: z.string(),
      image: z.object({ src: z.string(), width: z.number().nullable(), height: z.number().nullable(), alt: z.string() }).nullable(),
      categories: z.array(z.string()),
    }),
  ),
});

export class ArticleSource {
  private snapshot: Snapshot | undefined;
  private diskRead: Promise<void> | undefined;
  private refreshing: Promise<boolean> | undefined;
  private lastError: string | null = null;
  private readonly now: () => number;
  private readonly log: (message: string, error?: unknown) => void;

  constructor(private readonly options: ArticleSourceOptions) {
    this.now = options.now ?? Date.now;
    this.log = options.log ?? ((message, error) => log.error(message, errorFields(error)));
  }

  /** The articles to show now; never throws and never waits on WordPress when it has a copy. */
  async get(): Promise<ArticleFeed> {
    await this.readDiskOnce();
    if (!this.snapshot) {
      await this.refresh();
    } else if (this.now() - this.snapshot.fetchedAt > this.options.ttlMs) {
      void this.refresh();
    }
    return this.feed();
  }

  /** The articles held in memory now, or undefined before the first copy; reads and fetches nothing. */
  held(): readonly Article[] | undefined {
    return this.snapshot?.articles;
  }

  /** What the source holds, without fetching anything (for health checks). */
  async status(): Promise<{ fetchedAt: Date | null; lastError: string | null }> {
    await this.readDiskOnce();
    return { fetchedAt: this.snapshot ? new Date(this.snapshot.fetchedAt) : null, lastError: this.lastError };
  }

  /**
   * Fetches WordPress now (joining a refresh already under way). Resolves `true` when the
   * copy was replaced, `false` when WordPress failed and the last good copy stays.
   */
  refresh(): Promise<boolean> {
    this.refreshing ??= this.fetchAndStore().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private feed(): ArticleFeed {
    if (!this.snapshot) return { articles: [], status: 'unavailable', fetchedAt: null, lastError: this.lastError };
    const fresh = this.now() - this.snapshot.fetchedAt <= this.options.ttlMs;
    return {
      articles: this.snapshot.articles,
      status: fresh ? 'live' : 'stale',
      fetchedAt: new Date(this.snapshot.fetchedAt),
      lastError: this.lastError,
    };
  }

  private async fetchAndStore(): Promise<boolean> {
    try {
      const articles = await fetchAllPosts(this.options.baseUrl, {
        timeoutMs: this.options.timeoutMs,
        fetchImpl: this.options.fetchImpl,
      });
      this.snapshot = { articles, fetchedAt: this.now() };
      this.lastError = null;
      await this.writeDisk(this.snapshot);
      return true;
    } catch (error) {
      this.lastError = error instanceof Error ? error.message : String(error);
      this.log('Articles: WordPress refresh failed; serving the last good copy.', error);
      return false;
    }
  }

  private readDiskOnce(): Promise<void> {
    this.diskRead ??= this.readDisk();
    return this.diskRead;
  }

  private async readDisk(): Promise<void> {
    let text: string;
    try {
      text = await readFile(this.options.cacheFile, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.log('Articles: cannot read the cache file.', error);
      return;
    }
    const parsed = cacheFileSchema.safeParse(safeJson(text));
    if (!parsed.success) {
      this.log(`Articles: ignoring an unreadable cache file at ${this.options.cacheFile}.`);
      return;
    }
    // A refresh that finished while the file was being read is newer: keep it.
    if (!this.snapshot || this.snapshot.fetchedAt < parsed.data.fetchedAt) {
      this.snapshot = { articles: parsed.data.articles, fetchedAt: parsed.data.fetchedAt };
    }
  }

  private async writeDisk(snapshot: Snapshot): Promise<void> {
    const file = this.options.cacheFile;
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(temporary, JSON.stringify({ version: CACHE_VERSION, ...snapshot }));
      // A rename is atomic: a crash leaves either the old copy or the new one, never half of one.
      await rename(temporary, file);
    } catch (error) {
      this.log('Articles: cannot write the cache file; the copy in memory is still served.', error);
    }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
