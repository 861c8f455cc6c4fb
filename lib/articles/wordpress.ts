/**
 * The WordPress REST client of the blog's sync (docs/articles.md). It asks only for what the
 * mirror keeps: the posts changed since a moment, with the fields and embeds a page uses, and
 * the ids of every published post for reconciliation. Every answer is checked: a timeout, an
 * error status, an HTML page or anything but a list of posts throws, so a sync that meets one
 * changes nothing.
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
  /** Raw posts by id (at most 100 per call). */
  postsById(ids: readonly number[]): Promise<unknown[]>;
  /** Every published post's id with its local `modified` time. */
  publishedIds(): Promise<Map<number, string>>;
}

export type WordPressOptions = {
  /** Per request, body included. */
  timeoutMs: number;
  fetchImpl?: typeof fetch;
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

export class WordPressPosts implements PostSource {
  readonly name: string;
  private readonly endpoint: string;
  private readonly fetchImpl: typeof fetch;
  private readonly maxPages: number;

  constructor(
    baseUrl: string,
    private readonly options: WordPressOptions,
  ) {
    this.name = baseUrl;
    this.endpoint = `${baseUrl.replace(/\/+$/, '')}/wp-json/wp/v2/posts`;
    this.fetchImpl = options.fetchImpl ?? fetch;
    this.maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  }

  async changedPosts(since: string | null, onPage: (posts: unknown[]) => Promise<void>): Promise<void> {
    const query: Query =
      since === null
        ? { orderby: 'date', order: 'desc' }
        : { orderby: 'modified', order: 'asc', modified_after: since };
    await this.eachPage({ ...query, _fields: POST_FIELDS, _embed: POST_EMBEDS }, onPage);
  }

  async postsById(ids: readonly number[]): Promise<unknown[]> {
    if (ids.length === 0) return [];
    if (ids.length > PER_PAGE) throw new RangeError(`At most ${PER_PAGE} posts by id at once`);
    const { posts } = await this.getPage({
      include: ids.join(','),
      per_page: String(PER_PAGE),
      _fields: POST_FIELDS,
      _embed: POST_EMBEDS,
    });
    return posts;
  }

  async publishedIds(): Promise<Map<number, string>> {
    const ids = new Map<number, string>();
    await this.eachPage({ orderby: 'id', order: 'asc', _fields: 'id,modified' }, async (posts) => {
      for (const post of posts) {
        if (!isRecord(post) || typeof post.id !== 'number' || !Number.isInteger(post.id)) {
          throw new Error(`WordPress listed a post without an id: GET ${this.endpoint}`);
        }
        ids.set(post.id, typeof post.modified === 'string' ? post.modified : '');
      }
    });
    return ids;
  }

  /** Every page of a listing, one at a time (a small WordPress host copes badly with bursts). */
  private async eachPage(query: Query, onPage: (posts: unknown[]) => Promise<void>): Promise<void> {
    const first = await this.getPage({ ...query, per_page: String(PER_PAGE), page: '1' });
    await onPage(first.posts);
    const pages = Math.min(first.totalPages, this.maxPages);
    for (let page = 2; page <= pages; page += 1) {
      const next = await this.getPage({ ...query, per_page: String(PER_PAGE), page: String(page) });
      await onPage(next.posts);
    }
  }

  private async getPage(query: Query): Promise<{ posts: unknown[]; totalPages: number }> {
    const url = `${this.endpoint}?${new URLSearchParams(query).toString().replaceAll('%2C', ',')}`;
    const { timeoutMs } = this.options;
    let response: Response;
    let body: string;
    try {
      // The signal also covers reading the body, so a server that stalls mid-answer times out too.
      response = await this.fetchImpl(url, {
        // Some WordPress security plugins refuse requests that carry no user agent of their own.
        headers: { accept: 'application/json', 'user-agent': 'KileleSite/1.0 (+articles sync)' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new Error(`WordPress request ${timedOut ? `timed out after ${timeoutMs} ms` : 'failed'}: GET ${url}`, {
        cause: error,
      });
    }
    if (!response.ok) {
      const status = [response.status, response.statusText].filter(Boolean).join(' ');
      throw new Error(`WordPress answered ${status}: GET ${url}`, {
        cause: new Error(`HTTP ${response.status}; body starts: ${body.slice(0, 200)}`),
      });
    }
    let payload: unknown;
    try {
      payload = JSON.parse(body);
    } catch (error) {
      throw new Error(`WordPress answered with a body that is not JSON: GET ${url}`, { cause: error });
    }
    if (!Array.isArray(payload)) {
      throw new Error(`WordPress answered with something other than a list of posts: GET ${url}`, {
        cause: new TypeError(`Expected an array, received ${payload === null ? 'null' : typeof payload}`),
      });
    }
    const header = Number.parseInt(response.headers.get('x-wp-totalpages') ?? '1', 10);
    return { posts: payload, totalPages: Number.isFinite(header) && header > 0 ? header : 1 };
  }
}
