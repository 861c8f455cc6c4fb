/**
 * The WordPress REST client. It reads every page of `/wp-json/wp/v2/posts?_embed` and either
 * returns all articles or throws: a partial or garbled answer must never replace the site's
 * last good copy.
 */
import { log } from '../log';
import { normalizePosts } from './normalize';
import type { Article } from './types';

export type FetchAllPostsOptions = {
  /** Per request, body included. */
  timeoutMs?: number;
  perPage?: number;
  fetchImpl?: typeof fetch;
  /** Upper bound on pages read, whatever `X-WP-TotalPages` claims. */
  maxPages?: number;
};

const DEFAULT_TIMEOUT_MS = 8000;
const DEFAULT_PER_PAGE = 100;
const DEFAULT_MAX_PAGES = 50;

function pageUrl(baseUrl: string, perPage: number, page: number): string {
  return `${baseUrl.replace(/\/+$/, '')}/wp-json/wp/v2/posts?_embed&per_page=${perPage}&page=${page}`;
}

function totalPages(response: Response, maxPages: number): number {
  const header = response.headers.get('x-wp-totalpages');
  const total = header === null ? 1 : Number.parseInt(header, 10);
  if (!Number.isFinite(total) || total < 1) return 1;
  return Math.min(total, maxPages);
}

type Page = { posts: unknown[]; response: Response };

async function fetchPage(url: string, timeoutMs: number, fetchImpl: typeof fetch): Promise<Page> {
  let response: Response;
  let body: string;
  try {
    // The signal also covers reading the body, so a server that stalls mid-answer times out too.
    response = await fetchImpl(url, {
      // Some WordPress security plugins refuse requests that carry no user agent of their own.
      headers: { accept: 'application/json', 'user-agent': 'KileleSite/1.0 (+articles sync)' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    body = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const reason = timedOut ? `timed out after ${timeoutMs} ms` : 'failed';
    throw new Error(`WordPress request ${reason}: GET ${url}`, { cause: error });
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
  return { posts: payload, response };
}

/**
 * Fetches every published post (all pages, following `X-WP-TotalPages`) from the WordPress
 * site at `baseUrl` and returns them as articles, newest first. Throws an `Error` with a
 * `cause` on a timeout, a non-2xx status, a non-JSON body, a non-array payload, or a feed in
 * which every post is malformed.
 */
export async function fetchAllPosts(baseUrl: string, options: FetchAllPostsOptions = {}): Promise<Article[]> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const perPage = options.perPage ?? DEFAULT_PER_PAGE;
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  const fetchImpl = options.fetchImpl ?? fetch;

  const first = await fetchPage(pageUrl(baseUrl, perPage, 1), timeoutMs, fetchImpl);
  const pages = totalPages(first.response, maxPages);
  const posts = [...first.posts];
  // One page at a time: a small WordPress host copes badly with a burst of `_embed` queries.
  for (let page = 2; page <= pages; page += 1) {
    const next = await fetchPage(pageUrl(baseUrl, perPage, page), timeoutMs, fetchImpl);
    posts.push(...next.posts);
  }

  const skipped: Error[] = [];
  const articles = normalizePosts(posts, (error, index) => {
    skipped.push(error);
    log.warn(`Skipping WordPress post at index ${index} from ${baseUrl}: ${error.message}`);
  });
  if (posts.length > 0 && articles.length === 0) {
    // Every post failing means the feed changed shape, not that the blog is empty.
    throw new Error(`Every one of the ${posts.length} WordPress posts from ${baseUrl} was malformed`, {
      cause: skipped[0],
    });
  }
  return articles;
}
