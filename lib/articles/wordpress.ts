/**
 * The WordPress REST client of the blog's sync (docs/articles.md). It asks only for what the
 * mirror keeps: the posts changed since a moment, with the fields and embeds a page uses, and
 * the ids of every published post for reconciliation. Every answer is checked: a timeout, an
 * error status, an HTML page or anything but a list of posts throws, so a sync that meets one
 * changes nothing. A listing is also checked for being whole (`X-WP-Total`, `X-WP-TotalPages`,
 * every page as full as they say, no post twice): reconciliation removes what it does not list,
 * so a list that cannot be complete must never be taken as one.
 */
import { isRecord } from './normalize';

/** Where the sync reads posts: the live blog, or the bundled sample feed (./sample-feed.ts). */
export interface PostSource {
  /** Names the blog in the mirror's state and the log: the WordPress URL, or `sample`. */
  readonly name: string;
  /**
   * Raw posts modified after `since` (WordPress's local `modified` time, exclusive), oldest
   * change first; every post, newest first, when `since` is null. `onPage` sees each page as
   * it arrives, so a first sync of a large blog can store as it goes.
   */
  changedPosts(since: string | null, onPage: (posts: unknown[]) => Promise<void>): Promise<void>;
  /** Raw posts by id (at most 100 per call); throws when the answer holds a post not asked for. */
  postsById(ids: readonly number[]): Promise<unknown[]>;
  /**
   * One post by id, with one request: the raw post, or `gone` when WordPress says it is not
   * there for the public (deleted, trashed, private or draft).
   */
  postById(id: number): Promise<unknown>;
  /**
   * Every published post's id with its local `modified` time. Throws unless the list is
   * provably whole; `order` lets a second look ask a different address than the first.
   */
  publishedIds(order?: 'asc' | 'desc'): Promise<Map<number, string>>;
}

/** What {@link PostSource.postById} answers for a post the public cannot see. */
export const GONE = 'gone';

export type WordPressOptions = {
  /** Per request, body included. */
  timeoutMs: number;
  /** Cuts every request short when it aborts (the site is stopping). */
  signal?: AbortSignal;
  /** Upper bound on pages read in one listing, whatever `X-WP-TotalPages` claims. */
  maxPages?: number;
};

/** WordPress refuses `per_page` above 100. */
export const PER_PAGE = 100;
/** 100,000 posts: more than any firm's blog, fewer than a runaway `X-WP-TotalPages`. */
const DEFAULT_MAX_PAGES = 1_000;

/** The post fields the mirror keeps; `_links` and `_embedded` must be listed for `_embed` to work. */
const POST_FIELDS = [
  'id',
  'slug',
  'status',
  'date',
  'date_gmt',
  'modified',
  'modified_gmt',
  'link',
  'title',
  'excerpt',
  'content',
  'class_list',
  '_links',
  '_embedded',
].join(',');
const POST_EMBEDS = 'wp:featuredmedia,wp:term';

type Query = Record<string, string>;

/**
 * The blog's name in the mirror's state: its URL as written in `WORDPRESS_URL`, less what does
 * not change which blog it is (a trailing slash, the host's case, a query), so such an edit to
 * the configuration never empties the mirror.
 */
export function blogName(baseUrl: string): string {
  const trimmed = baseUrl.trim();
  if (!URL.canParse(trimmed)) return trimmed.replace(/\/+$/, '');
  const url = new URL(trimmed);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export class WordPressPosts implements PostSource {
  readonly name: string;
  private readonly endpoint: string;
  private readonly maxPages: number;

  constructor(
    baseUrl: string,
    private readonly options: WordPressOptions,
  ) {
    this.name = blogName(baseUrl);
    this.endpoint = `${this.name}/wp-json/wp/v2/posts`;
    this.maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  }

  async changedPosts(since: string | null, onPage: (posts: unknown[]) => Promise<void>): Promise<void> {
    const query: Query =
      since === null
        ? { orderby: 'date', order: 'desc' }
        : { orderby: 'modified', order: 'asc', modified_after: since };
    const incomplete = await this.eachPage({ ...query, _fields: POST_FIELDS, _embed: POST_EMBEDS }, onPage);
    // What was listed is stored and correct; the cursor stays, so the next sync asks again.
    if (incomplete) throw new IncompleteListError(`WordPress's list of changed posts cannot be complete: ${incomplete}`);
  }

  async postsById(ids: readonly number[]): Promise<unknown[]> {
    if (ids.length === 0) return [];
    if (ids.length > PER_PAGE) throw new RangeError(`At most ${PER_PAGE} posts by id at once`);
    const { posts, url } = await this.getPage({
      include: ids.join(','),
      per_page: String(PER_PAGE),
      _fields: POST_FIELDS,
      _embed: POST_EMBEDS,
    });
    // A cache or plugin that drops the query answers the blog's first page instead: a post the
    // sync did not ask for means the ones it did ask for were never looked up.
    const asked = new Set(ids);
    const seen = new Set<unknown>();
    for (const post of posts) {
      const id = isRecord(post) ? post.id : undefined;
      if (typeof id !== 'number' || !asked.has(id) || seen.has(id)) {
        throw new Error(`WordPress answered posts by id with post ${String(id)}, which was not asked for (include= ignored): GET ${url}`);
      }
      seen.add(id);
    }
    return posts;
  }

  async postById(id: number): Promise<unknown> {
    if (!Number.isSafeInteger(id) || id <= 0) throw new RangeError(`Not a WordPress post id: ${id}`);
    const query = new URLSearchParams({ _fields: POST_FIELDS, _embed: POST_EMBEDS }).toString().replaceAll('%2C', ',');
    const url = `${this.endpoint}/${id}?${query}`;
    const { response, body } = await this.request(url);
    if (GONE_STATUSES.has(response.status) && restErrorCode(body) !== null) return GONE;
    const payload = this.checkedJson(response, body, url);
    if (!isRecord(payload) || payload.id !== id) {
      throw new Error(`WordPress answered post ${id} with something other than that post: GET ${url}`);
    }
    return payload;
  }

  async publishedIds(order: 'asc' | 'desc' = 'asc'): Promise<Map<number, string>> {
    const ids = new Map<number, string>();
    const incomplete = await this.eachPage({ orderby: 'id', order, _fields: 'id,modified' }, async (posts) => {
      for (const post of posts) {
        if (!isRecord(post) || typeof post.id !== 'number' || !Number.isInteger(post.id)) {
          throw new Error(`WordPress listed a post without an id: GET ${this.endpoint}`);
        }
        ids.set(post.id, typeof post.modified === 'string' ? post.modified : '');
      }
    }, { headersRequired: true });
    if (incomplete) throw new IncompleteListError(`WordPress's list of published posts cannot be complete: ${incomplete}`);
    return ids;
  }

  /**
   * Every page of a listing, one at a time (a small WordPress host copes badly with bursts).
   * Resolves with why the listing cannot be whole, or null when it provably is: the ids seen
   * add up to `X-WP-Total`, every page holds what the headers say, no post comes twice and the
   * headers stay the same throughout. Without the headers (some caches strip them), pages are
   * read until a short one, and that is never proof (`headersRequired`).
   */
  private async eachPage(query: Query, onPage: (posts: unknown[]) => Promise<void>, options: { headersRequired?: boolean } = {}): Promise<string | null> {
    const problems: string[] = [];
    const seen = new Set<number>();
    const first = await this.getPage({ ...query, per_page: String(PER_PAGE), page: '1' });
    const { total, totalPages } = first;
    if (total === null || totalPages === null) {
      if (options.headersRequired) problems.push('the answer carries no X-WP-Total or no X-WP-TotalPages');
    } else if (totalPages !== Math.ceil(total / PER_PAGE)) {
      problems.push(`X-WP-TotalPages ${totalPages} does not match X-WP-Total ${total}`);
    }
    const pages = totalPages ?? this.maxPages;
    if (pages > this.maxPages) problems.push(`more than ${this.maxPages} pages`);
    let current = first;
    for (let page = 1; ; page += 1) {
      for (const post of current.posts) {
        const id = isRecord(post) ? post.id : undefined;
        if (typeof id !== 'number') continue;
        if (seen.has(id)) problems.push(`post ${id} listed twice (the pages shifted)`);
        seen.add(id);
      }
      if (total !== null && totalPages !== null) {
        const expected = Math.max(0, Math.min(PER_PAGE, total - (page - 1) * PER_PAGE));
        if (current.posts.length !== expected) problems.push(`page ${page} held ${current.posts.length} posts where X-WP-Total ${total} means ${expected}`);
        if (current.total !== total || current.totalPages !== totalPages) problems.push(`the totals changed on page ${page} (the pages shifted)`);
      }
      await onPage(current.posts);
      const last = totalPages === null ? current.posts.length < PER_PAGE : page >= totalPages;
      if (last || page >= this.maxPages) break;
      const next = await this.getPage({ ...query, per_page: String(PER_PAGE), page: String(page + 1) }, { pastTheEnd: totalPages === null });
      if (next === null) break;
      current = next;
    }
    if (total !== null && seen.size !== total) problems.push(`${seen.size} posts listed where X-WP-Total says ${total}`);
    return problems.length > 0 ? [...new Set(problems)].join('; ') : null;
  }

  /**
   * One page of a listing. With `pastTheEnd`, WordPress's 400 for a page past the last one
   * resolves null (a walk without `X-WP-TotalPages` meets it when the last page was full).
   */
  private async getPage(query: Query): Promise<ListingPage>;
  private async getPage(query: Query, options: { pastTheEnd: boolean }): Promise<ListingPage | null>;
  private async getPage(query: Query, options: { pastTheEnd?: boolean } = {}): Promise<ListingPage | null> {
    const url = `${this.endpoint}?${new URLSearchParams(query).toString().replaceAll('%2C', ',')}`;
    const { response, body } = await this.request(url);
    if (options.pastTheEnd && response.status === 400 && restErrorCode(body) === 'rest_post_invalid_page_number') return null;
    const payload = this.checkedJson(response, body, url);
    if (!Array.isArray(payload)) {
      throw new Error(`WordPress answered with something other than a list of posts: GET ${url}`, {
        cause: new TypeError(`Expected an array, received ${payload === null ? 'null' : typeof payload}`),
      });
    }
    return { posts: payload, url, total: countHeader(response, 'x-wp-total'), totalPages: countHeader(response, 'x-wp-totalpages') };
  }

  private async request(url: string): Promise<{ response: Response; body: string }> {
    try {
      return await this.requestOnce(url);
    } catch (error) {
      // WordPress's server closes a kept-alive connection after a few idle seconds (Apache: 5);
      // a request sent on it just as it closes is reset before WordPress saw it. Asked again once.
      if (!resetBeforeAnswer(error)) throw error;
      return this.requestOnce(url);
    }
  }

  private async requestOnce(url: string): Promise<{ response: Response; body: string }> {
    const { timeoutMs, signal: stopping } = this.options;
    // The request's own timer, not `AbortSignal.any([stopping, AbortSignal.timeout(…)])`: on
    // Node 20 the combined signal does not keep the timeout's signal alive, so after a garbage
    // collection the timeout never fired and a WordPress that hung held the sync for ever.
    const request = new AbortController();
    const timer = setTimeout(() => request.abort(new DOMException(`timed out after ${timeoutMs} ms`, 'TimeoutError')), timeoutMs);
    const stop = () => request.abort(stopping?.reason);
    if (stopping?.aborted) stop();
    stopping?.addEventListener('abort', stop, { once: true });
    try {
      // The signal also covers reading the body, so a server that stalls mid-answer times out too.
      const response = await fetch(url, {
        // Some WordPress security plugins refuse requests that carry no user agent of their own.
        headers: { accept: 'application/json', 'user-agent': 'KileleSite/1.0 (+articles sync)' },
        signal: request.signal,
      });
      return { response, body: await response.text() };
    } catch (error) {
      const timedOut = request.signal.reason instanceof DOMException && request.signal.reason.name === 'TimeoutError';
      throw new Error(`WordPress request ${timedOut ? `timed out after ${timeoutMs} ms` : 'failed'}: GET ${url}`, {
        cause: error,
      });
    } finally {
      clearTimeout(timer);
      stopping?.removeEventListener('abort', stop);
    }
  }

  /** The JSON of a successful answer; throws on an error status or a body that is not JSON. */
  private checkedJson(response: Response, body: string, url: string): unknown {
    if (!response.ok) {
      const status = [response.status, response.statusText].filter(Boolean).join(' ');
      throw new Error(`WordPress answered ${status}: GET ${url}`, {
        cause: new Error(`HTTP ${response.status}; body starts: ${body.slice(0, 200)}`),
      });
    }
    try {
      return JSON.parse(body);
    } catch (error) {
      throw new Error(`WordPress answered with a body that is not JSON: GET ${url}`, { cause: error });
    }
  }
}

type ListingPage = { posts: unknown[]; url: string; total: number | null; totalPages: number | null };

/** A listing that cannot be whole: nothing may be removed on its word. */
export class IncompleteListError extends Error {
  override name = 'IncompleteListError';
}

/**
 * What WordPress answers an unauthenticated request for a post the public cannot see: 404
 * (deleted, `rest_post_invalid_id`), 401 or 403 (trashed, private, draft: `rest_forbidden`).
 */
const GONE_STATUSES = new Set([401, 403, 404]);

/** The `code` of a WordPress REST error body, or null for anything else (a proxy's HTML page). */
function restErrorCode(body: string): string | null {
  try {
    const payload: unknown = JSON.parse(body);
    return isRecord(payload) && typeof payload.code === 'string' ? payload.code : null;
  } catch {
    return null;
  }
}

/** A connection reset before any answer came (not a timeout, not a refusal). */
function resetBeforeAnswer(error: unknown): boolean {
  let cause: unknown = error;
  for (let depth = 0; depth < 4 && cause instanceof Error; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return true;
    cause = cause.cause;
  }
  return false;
}

/** A count header (`X-WP-Total`, `X-WP-TotalPages`), or null when it is missing or not a count. */
function countHeader(response: Response, name: string): number | null {
  const value = response.headers.get(name)?.trim();
  return value && /^\d+$/.test(value) ? Number(value) : null;
}
