/**
 * The blog's sync as the running site does it (docs/articles.md): at start, every
 * `ARTICLES_SYNC_SECONDS`, and when the webhook asks. One process-wide state, since Next's
 * bundles (the webhook) and `server.ts` (the schedule) both reach it.
 *
 * Across instances, the database's advisory lock lets one sync run at a time; every instance
 * watches the mirror's version and regenerates its own cached pages when it changes, whoever
 * synced: at its scheduled look, and at once when the instance that stored the change says so
 * (lib/server/change-signal.ts).
 */
import { eq } from 'drizzle-orm';
import { getConfig } from '../config';
import { getDatabase } from '../db/client';
import { articleSync } from '../db/schema';
import { errorFields, log } from '../log';
import { processWide } from '../process-wide';
import { announceChange, changeChannel } from '../server/change-signal';
import { holdsArticle, readHeldArticles, regenerationPlan, type HeldArticles, type RegenerationPlan } from './stale-pages';
import { samplePosts } from './sample-feed';
import { adoptSourceUnderLock, syncNamedPost, syncUnderLock, type SyncReport, underSyncLock } from './sync';
import { type PostSource, WordPressPosts } from './wordpress';

/** Per WordPress request. */
export const WORDPRESS_TIMEOUT_MS = 8_000;
/**
 * How long a page waits for the first sync into an empty mirror before it shows what there is:
 * one WordPress request's timeout and a little, so a WordPress that hangs has been recorded as
 * failing by then and the page says so.
 */
const FIRST_SYNC_WAIT_MS = WORDPRESS_TIMEOUT_MS + 2_000;

type Runtime = {
  timer?: NodeJS.Timeout;
  stopped: boolean;
  abort: AbortController;
  /** The sync this process is running. */
  running?: Promise<SyncReport | undefined>;
  /** A webhook's sync waiting for the running one to end; later webhook calls join it. */
  queued?: Promise<SyncReport | undefined>;
  /** Webhook checks of one named post each, while they run. */
  named: Set<Promise<unknown>>;
  /** The first sync into an empty mirror, while it runs. */
  firstContent?: Promise<void>;
  /** The mirror's version this process's pages were last regenerated for. */
  pagesVersion?: number;
  /** What the mirror held at that version: the slugs it knows, and what the pages showed. */
  held?: HeldArticles;
  /** A page was rendered without the mirror (the database was unreachable): regenerate once it is back. */
  degraded?: boolean;
  /** Regenerates this process's cached pages that a change made stale (`server.ts` supplies it). */
  onPagesStale?: (plan: RegenerationPlan) => Promise<void>;
  /** The look at the mirror's version under way; looks run one at a time. */
  refreshing?: Promise<void>;
};

const runtime = () => processWide<Runtime>('articles.runtime', () => ({ stopped: false, abort: new AbortController(), named: new Set() }));

/** The blog the configuration names: the live WordPress, or the bundled sample. */
export function configuredPostSource(signal?: AbortSignal): PostSource {
  const baseUrl = getConfig().WORDPRESS_URL;
  if (!baseUrl) return samplePosts;
  return new WordPressPosts(baseUrl, {
    timeoutMs: WORDPRESS_TIMEOUT_MS,
    signal,
  });
}

/**
 * Featured images the site serves: the sample's own files, and the blog's uploads with no
 * query string (the image optimiser's rule, next.config.ts). Others are left out rather than
 * shown broken.
 */
export function servableImage(src: string): boolean {
  if (src.startsWith('/') && !src.startsWith('//')) return true;
  const baseUrl = getConfig().WORDPRESS_URL;
  if (!baseUrl || !URL.canParse(src)) return false;
  const image = new URL(src);
  const blog = new URL(baseUrl);
  const uploads = `${blog.pathname.replace(/\/+$/, '')}/wp-content/uploads/`;
  return image.origin === blog.origin && image.pathname.startsWith(uploads) && image.search === '' && image.hash === '';
}

/**
 * Before the site listens: makes the mirror hold the configured blog (emptying it of another
 * one's posts, under the sync lock, so another instance's sync of the old blog has finished)
 * and regenerates the pages from it. Then starts the schedule, the first sync at once.
 */
export async function startArticleSync(onPagesStale: (plan: RegenerationPlan) => Promise<void>): Promise<void> {
  const state = runtime();
  state.stopped = false;
  state.onPagesStale = onPagesStale;
  try {
    await adoptSourceUnderLock(await getDatabase(), configuredPostSource().name);
    await refreshPagesIfChanged();
  } catch (error) {
    // The database is not reachable yet: every scheduled sync tries again.
    log.error('[articles] cannot prepare the mirror yet; the sync keeps trying', errorFields(error));
  }
  const first = tick();
  // Into an empty mirror, pages wait (a bounded time) for the first sync; after it, they read at once.
  state.firstContent = (state.held?.size ?? 0) > 0 ? undefined : first;
  void first.finally(() => {
    if (state.firstContent === first) state.firstContent = undefined;
  });
}

/** Stops the schedule and waits for a sync under way (its WordPress requests are cut short). */
export async function stopArticleSync(): Promise<void> {
  const state = runtime();
  state.stopped = true;
  clearTimeout(state.timer);
  state.abort.abort(new Error('The site is stopping'));
  await Promise.allSettled([state.running, state.queued, ...state.named, state.refreshing]);
  state.abort = new AbortController();
}

/** One scheduled round: a sync unless another instance is running one, then the pages. */
async function tick(): Promise<void> {
  const state = runtime();
  try {
    if (!state.running) await runSync('try');
    await refreshPagesIfChanged();
  } catch (error) {
    log.error('[articles] the scheduled sync failed; the pages keep the last good copy', errorFields(error));
  } finally {
    if (!state.stopped) {
      state.timer = setTimeout(() => void tick(), getConfig().ARTICLES_SYNC_SECONDS * 1000);
      state.timer.unref();
    }
  }
}

/**
 * The webhook: resolves once a sync that started after this call has finished and the pages
 * show it, true when it succeeded. A sync already under way may have read WordPress before the
 * edit that caused the call, so it does not count. When the call names a post, that post alone
 * is asked for, with one request; otherwise the whole blog is reconciled.
 */
export async function syncForWebhook(postId?: number): Promise<boolean> {
  const state = runtime();
  if (state.stopped) return false;
  try {
    if (postId === undefined) {
      state.queued ??= (async () => {
        await state.running?.catch(() => undefined);
        state.queued = undefined;
        return runSync('wait');
      })();
      await state.queued;
    } else {
      await runNamedPostSync(postId);
    }
    await refreshPagesIfChanged();
    return true;
  } catch (error) {
    log.error('[articles] the webhook sync failed; the pages keep the last good copy', errorFields(error));
    return false;
  }
}

/** The webhook named a post: it alone, under the database's lock (after any sync under way). */
async function runNamedPostSync(postId: number): Promise<SyncReport | undefined> {
  const state = runtime();
  const run = (async () => {
    const source = configuredPostSource(state.abort.signal);
    const handle = await getDatabase();
    const report = await underSyncLock(handle, 'wait', () => syncNamedPost(handle.db, source, postId, { imageAllowed: servableImage }));
    if (report && report.stored + report.removed > 0) {
      log.info(`[articles] post ${postId} of ${source.name}: ${report.stored} stored, ${report.removed} removed`, { version: report.version });
      await announceMirrorMoved();
    }
    return report;
  })();
  state.named.add(run);
  return run.finally(() => state.named.delete(run));
}

/** Runs one sync in this process, under the database's lock; undefined when `try` found it taken. */
function runSync(lockMode: 'wait' | 'try'): Promise<SyncReport | undefined> {
  const state = runtime();
  const run = (async () => {
    const source = configuredPostSource(state.abort.signal);
    const report = await syncUnderLock(await getDatabase(), source, lockMode, {
      reconcile: lockMode === 'wait' ? 'always' : 'when-due',
      imageAllowed: servableImage,
    });
    if (report && report.stored + report.removed > 0) {
      log.info(`[articles] synced ${source.name}: ${report.stored} stored, ${report.removed} removed`, { version: report.version });
      await announceMirrorMoved();
    }
    return report;
  })();
  state.running = run;
  return run.finally(() => {
    if (state.running === run) state.running = undefined;
  });
}

/** Tells the other instances on the database to look at the mirror now; a failure waits for their scheduled look. */
async function announceMirrorMoved(): Promise<void> {
  try {
    const handle = await getDatabase();
    await announceChange(handle.db, changeChannel(handle), { kind: 'articles' });
  } catch (error) {
    log.warn('[articles] could not tell the other instances; they see the change at their next look', errorFields(error));
  }
}

/**
 * Another instance stored a change of the mirror (lib/server/change-signal.ts): this one
 * regenerates its pages now instead of at its next scheduled look.
 */
export async function lookAtMirrorNow(): Promise<void> {
  if (runtime().stopped) return;
  try {
    await refreshPagesIfChanged();
  } catch (error) {
    log.error('[articles] regenerating the pages after a change announced by another instance failed; the next look tries again', errorFields(error));
  }
}

/**
 * When the mirror's version moved (this instance's sync or another's), regenerates the pages
 * the change made stale, worked out from what the mirror held at the last look. One look at a
 * time: a look asked for while one runs follows it.
 */
function refreshPagesIfChanged(): Promise<void> {
  const state = runtime();
  const look = (state.refreshing ?? Promise.resolve()).catch(() => undefined).then(refreshPagesNow);
  state.refreshing = look;
  void look.finally(() => {
    if (state.refreshing === look) state.refreshing = undefined;
  }).catch(() => undefined);
  return look;
}

async function refreshPagesNow(): Promise<void> {
  const state = runtime();
  // A sync that ended while the site stops has nothing to regenerate pages for: the server
  // that would render them is closing (and its loopback port with it).
  if (state.stopped) return;
  const { db } = await getDatabase();
  const [row] = await db.select({ version: articleSync.version, lastSuccessAt: articleSync.lastSuccessAt }).from(articleSync).where(eq(articleSync.id, 1));
  if (!row || (row.version === state.pagesVersion && !state.degraded)) return;
  const previous = { version: state.pagesVersion, held: state.held, degraded: state.degraded };
  const held = await readHeldArticles(db);
  // Pages rendered without the mirror may show anything: all of them are regenerated.
  const plan = previous.degraded ? ({ everyArticle: true } as const) : await regenerationPlan(db, previous.held, held);
  state.degraded = false;
  // An empty mirror that never synced knows nothing yet: its article pages say the blog cannot
  // be loaded rather than "not found".
  state.held = held.size === 0 && !row.lastSuccessAt ? undefined : held;
  // Set first: the pages regenerated now read the new version's rows.
  state.pagesVersion = row.version;
  try {
    await state.onPagesStale?.(plan);
    log.info('[articles] pages regenerated', { version: row.version, articlePages: plan.everyArticle ? 'all' : plan.slugs.length });
  } catch (error) {
    state.pagesVersion = previous.version;
    state.held = previous.held;
    state.degraded = true;
    throw error;
  }
}

/**
 * The slugs the mirror held at the last look, without waiting on anything: undefined while
 * the site knows nothing of the blog yet (for deciding about a request before Next renders it).
 */
export function heldArticleSlugs(): Pick<ReadonlySet<string>, 'has'> | undefined {
  return runtime().held;
}

/**
 * Whether the mirror holds an article now (one indexed lookup): a post another instance has
 * just synced is there before this one's next look at the version.
 */
export async function mirrorHoldsArticle(slug: string): Promise<boolean> {
  return holdsArticle((await getDatabase()).db, slug);
}

/** A page could not read the mirror: the next scheduled look regenerates the pages. */
export function notePagesDegraded(): void {
  runtime().degraded = true;
}

/**
 * The mirror's version this process's pages show, or undefined before the server has looked
 * (and outside the server). Reads keyed by it can be kept until it moves.
 */
export function shownMirrorVersion(): number | undefined {
  return runtime().pagesVersion;
}

/** Waits (a bounded time) for the first sync into an empty mirror, so a new site's first pages have articles. */
export async function articlesReady(): Promise<void> {
  const first = runtime().firstContent;
  if (!first) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([first, new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_SYNC_WAIT_MS)))]);
  clearTimeout(timer);
}
