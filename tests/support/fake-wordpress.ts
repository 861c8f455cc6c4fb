/**
 * A real HTTP server standing in for WordPress's REST API (`/wp-json/wp/v2/posts`), with
 * WordPress's own paging and the query parameters the site's sync uses, answered as WordPress
 * 6 answers them:
 *
 * - `per_page` 1 to 100 (default 10), else 400 `rest_invalid_param`; `page` past the last
 *   page is 400 `rest_post_invalid_page_number`; every list carries `X-WP-Total` and
 *   `X-WP-TotalPages`;
 * - `orderby` date | modified | id, `order` desc | asc; `modified_after` and `after` (local
 *   time, exclusive); `include` and `exclude`;
 * - `_fields` keeps only the fields named; `_embed` (all, or the embeds named) adds
 *   `_embedded`, and with `_fields` only when `_fields` names `_embedded` or `_links`;
 * - unauthenticated: private and draft posts are never listed; password-protected posts are,
 *   with their content and excerpt empty and marked `protected`.
 *
 * - one post at `/wp-json/wp/v2/posts/<id>`: 404 `rest_post_invalid_id` for a post that does
 *   not exist, 401 `rest_forbidden` for one the public cannot see (private, draft, trashed).
 *
 * It can be told to fail the ways a real blog does (`mode`), or to answer lists oddly the way
 * caches and plugins in front of WordPress do (`faults`), and keeps a log of the requests it saw.
 * It serves the bundled sample's recorded posts unless given others (`generatePosts`).
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import recorded from '@/lib/articles/sample-feed/posts.json' with { type: 'json' };

/**
 * `error`: a 500 with an HTML page; `html-error`: a 200 with WordPress's HTML "critical error"
 * page; `garbage`: a 200 whose body is not JSON; `not-a-list`: JSON that is not a list;
 * `empty`: every list is empty; `hang`: the request is taken and never answered.
 */
export type WordPressMode = 'ok' | 'error' | 'html-error' | 'garbage' | 'not-a-list' | 'empty' | 'hang';

export type WordPressPost = Record<string, unknown>;

/** Odd answers to lists, each alone or together; none by default. */
export type ListFaults = {
  /** Leave out `X-WP-Total` and `X-WP-TotalPages` (some caches and security plugins do). */
  stripPagingHeaders?: boolean;
  /** Cut every list to this many posts, the headers still counting them all. */
  truncateListsTo?: number;
  /**
   * Pages after the first start this many posts later (a post before them went away mid-walk:
   * a hole) or, negative, earlier (one arrived: a post repeated), the headers as at the start.
   */
  shiftPagesBy?: number;
  /** Answer a list with `include=` as if it had none (a cache keyed without the query). */
  ignoreInclude?: boolean;
};
export type FakeWordPress = {
  /** Base URL to use as `WORDPRESS_URL`. */
  url: string;
  port: number;
  /** Every post WordPress holds, published or not; tests change it freely. */
  posts: WordPressPost[];
  mode: WordPressMode;
  faults: ListFaults;
  /** How long each answer about posts takes (a slow shared host); 0 by default. */
  latencyMs: number;
  /** The path and query of every request, in order. */
  requests: string[];
  /**
   * Holds every answer about posts from now until the returned function is called (a sync
   * kept under way for as long as a test needs); resolves `received` at the first request held.
   */
  holdAnswers(): { received: Promise<void>; release: () => void };
  /** Edits a post as an editor saving it would: `modified` moves to now. */
  editPost(id: number, changes: WordPressPost): void;
  addPost(post: WordPressPost): void;
  deletePost(id: number): void;
  setStatus(id: number, status: 'publish' | 'private' | 'draft' | 'trash'): void;
  /** Puts the post behind a password (an edit: `modified` moves). */
  setPassword(id: number): void;
  /** Stops accepting connections (connection refused) until `start()`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
};

/** A post shaped like the recorded ones, with a new id, slug and title, and optionally its own featured image. */
export function makePost(id: number, slug: string, title: string, date: string, imageUrl?: string): WordPressPost {
  const template = structuredClone(recorded[0]) as WordPressPost & { _embedded: Record<string, unknown> };
  if (imageUrl) {
    template._embedded = {
      ...template._embedded,
      'wp:featuredmedia': [{ id: id + 1, source_url: imageUrl, alt_text: `${title} image`, media_details: { width: 1200, height: 675 } }],
    };
  }
  return {
    ...template,
    id,
    slug,
    date,
    date_gmt: date,
    modified: date,
    modified_gmt: date,
    title: { rendered: title },
    link: `https://blog.kilele.example/article/${slug}/`,
  };
}

const CATEGORIES = [
  { id: 3, slug: 'tax-consulting', name: 'Tax Consulting' },
  { id: 4, slug: 'audit-and-assurance', name: 'Audit &amp; Assurance' },
  { id: 5, slug: 'outsourced-accounting', name: 'Outsourced Accounting' },
  { id: 6, slug: 'it-advisory', name: 'IT Advisory' },
  { id: 7, slug: 'business-advisory', name: 'Business Advisory' },
  { id: 8, slug: 'company-secretarial', name: 'Company Secretarial' },
];
const TOPICS = ['VAT', 'PAYE', 'eTIMS', 'withholding tax', 'transfer pricing', 'audit readiness', 'board governance', 'cloud accounting', 'SHIF', 'housing levy'];

/** Local (Nairobi) and GMT ISO strings, second precision, for a moment. */
function wordpressDates(moment: number): { local: string; gmt: string } {
  const gmt = new Date(moment).toISOString().slice(0, 19);
  const local = new Date(moment + 3 * 3_600_000).toISOString().slice(0, 19);
  return { local, gmt };
}

/**
 * `count` published posts shaped like WordPress 6's, deterministic, one every 18 hours back
 * from 1 November 2026 (so 1,000 posts span about two years), ids from `firstId` upwards with
 * the newest first. Titles carry entities as WordPress renders them.
 */
export function generatePosts(count: number, options: { firstId?: number; baseUrl?: string } = {}): WordPressPost[] {
  const firstId = options.firstId ?? 1_000;
  const base = options.baseUrl ?? 'https://blog.kilele.example/article';
  const newest = Date.UTC(2026, 10, 1, 6, 30);
  return Array.from({ length: count }, (_, index) => {
    const id = firstId + count - 1 - index;
    const topic = TOPICS[id % TOPICS.length]!;
    const category = CATEGORIES[id % CATEGORIES.length]!;
    const slug = `${topic.toLowerCase().replaceAll(' ', '-')}-note-${id}`;
    const { local, gmt } = wordpressDates(newest - index * 18 * 3_600_000);
    const title = `${topic}: what&#8217;s changed &amp; what to do (note ${id})`;
    const paragraphs = [
      `<p>Our ${category.name} team looks at ${topic} for Kenyan businesses this quarter.</p>`,
      `<p>KRA&#8217;s guidance on ${topic} changed; here is how it affects payroll, filings and records.</p>`,
      `<h2>What to do next</h2><p>Review your ${topic} position before the ninth and book a consultation if unsure.</p>`,
    ];
    return {
      id,
      date: local,
      date_gmt: gmt,
      guid: { rendered: `${base}/?p=${id}` },
      modified: local,
      modified_gmt: gmt,
      slug,
      status: 'publish',
      type: 'post',
      link: `${base}/${slug}/`,
      title: { rendered: title },
      content: { rendered: paragraphs.join('\n'), protected: false },
      excerpt: { rendered: `<p>${topic} for Kenyan businesses: what changed and what to do [&hellip;]</p>\n`, protected: false },
      author: 2,
      featured_media: 50_000 + id,
      sticky: false,
      format: 'standard',
      categories: [category.id],
      tags: [],
      class_list: [`post-${id}`, 'post', 'type-post', 'status-publish', 'format-standard', 'has-post-thumbnail', 'hentry', `category-${category.slug}`],
      _links: {
        self: [{ href: `${base}/wp-json/wp/v2/posts/${id}` }],
        'wp:featuredmedia': [{ embeddable: true, href: `${base}/wp-json/wp/v2/media/${50_000 + id}` }],
        'wp:term': [
          { taxonomy: 'category', embeddable: true, href: `${base}/wp-json/wp/v2/categories?post=${id}` },
          { taxonomy: 'post_tag', embeddable: true, href: `${base}/wp-json/wp/v2/tags?post=${id}` },
        ],
      },
      _embedded: {
        'wp:featuredmedia': [
          {
            id: 50_000 + id,
            source_url: `${base}/wp-content/uploads/2026/03/${slug}.webp`,
            alt_text: `${topic} illustration`,
            media_type: 'image',
            media_details: { width: 1200, height: 675 },
          },
        ],
        'wp:term': [
          [{ id: category.id, link: `${base}/category/${category.slug}/`, name: category.name, slug: category.slug, taxonomy: 'category' }],
          [],
        ],
      },
    };
  });
}

const nowLocal = () => wordpressDates(Date.now());

function restError(response: ServerResponse, status: number, code: string, message: string): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify({ code, message, data: { status } }));
}

/** What WordPress answers an unauthenticated request for one post. */
function asPublished(post: WordPressPost): WordPressPost {
  if (!post.password) return post;
  const shown: WordPressPost = { ...post, content: { rendered: '', protected: true }, excerpt: { rendered: '', protected: true } };
  delete shown.password;
  return shown;
}

function selectFields(post: WordPressPost, fields: string[] | null, embeds: string[] | 'all' | null): WordPressPost {
  const { _embedded, ...plain } = post;
  const embedAllowed = embeds !== null && (fields === null || fields.includes('_embedded') || fields.includes('_links'));
  let result: WordPressPost = plain;
  if (fields !== null) result = Object.fromEntries(Object.entries(plain).filter(([key]) => fields.includes(key)));
  if (embedAllowed && _embedded && typeof _embedded === 'object') {
    const all = _embedded as Record<string, unknown>;
    result._embedded = embeds === 'all' ? all : Object.fromEntries(Object.entries(all).filter(([key]) => embeds.includes(key)));
  }
  return result;
}

export async function startFakeWordPress(port = 0): Promise<FakeWordPress> {
  const hanging = new Set<ServerResponse>();
  let held: { gate: Promise<void>; received: () => void } | undefined;
  const find = (id: number) => {
    const post = state.posts.find((candidate) => candidate.id === id);
    if (!post) throw new Error(`The stand-in WordPress has no post ${id}`);
    return post;
  };
  const touch = (post: WordPressPost) => {
    const { local, gmt } = nowLocal();
    post.modified = local;
    post.modified_gmt = gmt;
  };
  const state: FakeWordPress = {
    url: '',
    port: 0,
    posts: structuredClone(recorded) as WordPressPost[],
    mode: 'ok',
    faults: {},
    latencyMs: 0,
    requests: [],
    holdAnswers: () => {
      let release!: () => void;
      let received!: () => void;
      held = { gate: new Promise<void>((resolve) => (release = resolve)), received: () => received() };
      const receivedPromise = new Promise<void>((resolve) => (received = resolve));
      return {
        received: receivedPromise,
        release: () => {
          held = undefined;
          release();
        },
      };
    },
    editPost: (id, changes) => {
      const post = find(id);
      Object.assign(post, changes);
      touch(post);
    },
    addPost: (post) => {
      const { local, gmt } = nowLocal();
      state.posts.push({ ...post, date: local, date_gmt: gmt, modified: local, modified_gmt: gmt });
    },
    deletePost: (id) => {
      state.posts = state.posts.filter((post) => post.id !== id);
    },
    setStatus: (id, status) => {
      const post = find(id);
      post.status = status;
      touch(post);
    },
    setPassword: (id) => {
      const post = find(id);
      post.password = 'letmein';
      touch(post);
    },
    stop: async () => {
      for (const response of hanging) response.destroy();
      hanging.clear();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
    start: () => listen(state.port),
    close: () => state.stop(),
  };

  const server: Server = createServer((request, response) => {
    state.requests.push(request.url ?? '');
    if (held && request.url?.includes('/wp-json/')) {
      held.received();
      void held.gate.then(() => answer(request.url ?? '/', response));
    } else if (state.latencyMs > 0 && request.url?.includes('/wp-json/')) {
      setTimeout(() => answer(request.url ?? '/', response), state.latencyMs);
    } else {
      answer(request.url ?? '/', response);
    }
  });

  function answer(requestUrl: string, response: ServerResponse): void {
    if (response.destroyed) return;
    const url = new URL(requestUrl, 'http://wordpress.test');
    // Media uploads: any file under wp-content/uploads is one of the sample images.
    if (url.pathname.includes('/wp-content/uploads/')) {
      response.writeHead(200, { 'content-type': 'image/webp' }).end(readFileSync('public/images/articles/vat-compliance-for-growing-businesses.webp'));
      return;
    }
    const single = url.pathname.match(/\/wp-json\/wp\/v2\/posts\/(\d+)$/);
    if (!url.pathname.endsWith('/wp-json/wp/v2/posts') && !single) {
      restError(response, 404, 'rest_no_route', 'No route was found matching the URL and request method.');
      return;
    }
    switch (state.mode) {
      case 'hang':
        hanging.add(response);
        return;
      case 'error':
        response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Error establishing a database connection</h1>');
        return;
      case 'html-error':
        response
          .writeHead(200, { 'content-type': 'text/html; charset=UTF-8' })
          .end('<!DOCTYPE html><html><body><p>There has been a critical error on this website.</p></body></html>');
        return;
      case 'garbage':
        response.writeHead(200, { 'content-type': 'application/json' }).end('<!DOCTYPE html><p>Maintenance</p>');
        return;
      case 'not-a-list':
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":"rest_forbidden"}');
        return;
      case 'empty':
      case 'ok':
        if (single) onePost(Number(single[1]), url, response);
        else listPosts(url, response);
    }
  }

  function onePost(id: number, url: URL, response: ServerResponse): void {
    const post = state.mode === 'empty' ? undefined : state.posts.find((candidate) => candidate.id === id);
    if (!post) {
      restError(response, 404, 'rest_post_invalid_id', 'Invalid post ID.');
      return;
    }
    if (post.status !== undefined && post.status !== 'publish') {
      restError(response, 401, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
      return;
    }
    const fields = url.searchParams.get('_fields')?.split(',').filter(Boolean) ?? null;
    const embedParam = url.searchParams.get('_embed');
    const embeds = embedParam === null ? null : embedParam === '' || embedParam === '1' || embedParam === 'true' ? 'all' : embedParam.split(',');
    response.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(selectFields(asPublished(post), fields, embeds)));
  }

  function listPosts(url: URL, response: ServerResponse): void {
    const query = url.searchParams;
    const perPage = Number(query.get('per_page') ?? 10);
    const page = Number(query.get('page') ?? 1);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) {
      restError(response, 400, 'rest_invalid_param', 'Invalid parameter(s): per_page');
      return;
    }
    if (!Number.isInteger(page) || page < 1) {
      restError(response, 400, 'rest_invalid_param', 'Invalid parameter(s): page');
      return;
    }
    const list = (name: string) => query.get(name)?.split(',').filter(Boolean) ?? null;
    const { faults } = state;
    const include = faults.ignoreInclude ? undefined : list('include')?.map(Number);
    const exclude = list('exclude')?.map(Number) ?? [];
    const modifiedAfter = query.get('modified_after');
    const after = query.get('after');
    const orderby = query.get('orderby') ?? 'date';
    const direction = query.get('order') === 'asc' ? 1 : -1;
    const key = (post: WordPressPost) => (orderby === 'modified' ? String(post.modified) : orderby === 'id' ? String(post.id).padStart(12, '0') : String(post.date));
    const matching = (state.mode === 'empty' ? [] : state.posts)
      .filter((post) => post.status === undefined || post.status === 'publish')
      .filter((post) => !include || include.includes(post.id as number))
      .filter((post) => !exclude.includes(post.id as number))
      .filter((post) => !modifiedAfter || String(post.modified) > modifiedAfter.slice(0, 19))
      .filter((post) => !after || String(post.date) > after.slice(0, 19))
      .sort((a, b) => direction * (key(a).localeCompare(key(b)) || (a.id as number) - (b.id as number)));
    const totalPages = Math.ceil(matching.length / perPage);
    if (page > Math.max(1, totalPages)) {
      restError(response, 400, 'rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.');
      return;
    }
    const embedParam = query.get('_embed');
    const embeds = embedParam === null ? null : embedParam === '' || embedParam === '1' || embedParam === 'true' ? 'all' : embedParam.split(',');
    const fields = list('_fields');
    const shift = page > 1 ? (faults.shiftPagesBy ?? 0) : 0;
    const from = Math.max(0, (page - 1) * perPage + shift);
    const shown = matching.slice(from, from + perPage).slice(0, faults.truncateListsTo ?? perPage);
    const body = shown.map((post) => selectFields(asPublished(post), fields, embeds));
    const paging = faults.stripPagingHeaders ? {} : { 'x-wp-total': String(matching.length), 'x-wp-totalpages': String(totalPages) };
    response.writeHead(200, { 'content-type': 'application/json; charset=UTF-8', ...paging }).end(JSON.stringify(body));
  }

  function listen(port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        state.port = (server.address() as AddressInfo).port;
        state.url = `http://127.0.0.1:${state.port}/article`;
        resolve();
      });
    });
  }

  await listen(port);
  return state;
}
