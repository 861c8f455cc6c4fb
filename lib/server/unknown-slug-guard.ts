/**
 * Sends requests for detail pages of things that do not exist (an article, a team member, a
 * service, a training with its registration form and calendar file, a newsletter) to the site's
 * 404 page before Next renders them.
 *
 * Those routes render on demand (content published after the build appears without one), so
 * Next renders any slug it is asked for, and stores the result, a 404 included, on disk (under
 * `<build>/server/route-cache/`): 80 to 100 KB per address, kept until the build is replaced. A crawler trying addresses
 * (`/team/wp-login.php`, `/service/aaaa1`, …) would fill the disk the database lives on. A
 * request for a slug nothing of that kind has goes to Next as a request for its not-found page
 * instead, which exists once however many addresses ask for it.
 *
 * How a slug is known, by kind:
 * - an article: the slugs this process knew at its last look at the blog's mirror answer at
 *   once; another is looked up in the mirror itself (one indexed query), shared by every
 *   instance, so a post another instance synced a moment ago opens here too. While the process
 *   holds no copy of the blog yet (just started), requests pass through; while the mirror
 *   cannot be asked, the slugs known at the last look decide.
 * - a team member, a service, a training: a document of that collection with the slug exists in
 *   the admin, published or a draft (its latest draft's slug included), so that a staff member
 *   previewing a draft never published reaches it. Skipping the guard for the preview cookie
 *   instead would let anyone through who sends a cookie of that name, valid or not.
 * - a newsletter: a campaign with the slug has been sent (the archive shows sent campaigns only).
 * A slug found is remembered by the process (the slugs of the firm's own content: a few
 * hundred at most), so the pages people read ask the database nothing; a slug not found is
 * asked every time, so a document created a moment ago, on any instance, opens at once. A slug
 * remembered after its document went lets Next answer that one address itself, as it did for
 * every address before this guard. While the database cannot be asked (it is down), requests
 * pass through: the pages' last good copies keep the site up, and an outage must not turn real
 * pages into 404s.
 *
 * Stage 4 of the request pipeline in `server.ts`.
 */
import { decodedPath } from '../http';
import { routes, sidebarAliases } from '../routes';

/**
 * Where the request for an unknown page goes: an address no route of the site matches, which
 * Next answers with the site's not-found page and a 404, from the build, without rendering or
 * storing anything per address (and without relying on the name of Next's internal 404 route).
 */
export const NOT_FOUND_PATH = '/_kilele/not-found';

/** The admin's kinds of content that have a page per slug. */
export type AdminSlugKind = 'team-member' | 'service' | 'training' | 'newsletter';
export type SlugKind = 'article' | AdminSlugKind;

type DetailRoute = {
  kind: SlugKind;
  /** The address up to the slug. */
  prefix: string;
  /** Addresses below a slug's own (`<slug>/register`), guarded as it is. */
  below: readonly string[];
  /** Addresses under the prefix that are routes of their own, not slugs. */
  notSlugs: readonly string[];
  /** Addresses under the prefix that Next redirects (`next.config.ts`), in any case as Next matches them. */
  redirected: readonly string[];
};

/** The slugs under `prefix` that `next.config.ts` redirects elsewhere: the sidebar's old service addresses. */
const redirectedUnder = (prefix: string) =>
  sidebarAliases.filter(({ source }) => source.startsWith(prefix)).map(({ source }) => source.slice(prefix.length).toLowerCase());

const DETAIL_ROUTES: readonly DetailRoute[] = [
  { kind: 'article', prefix: routes.article(''), below: [], notSlugs: [], redirected: redirectedUnder(routes.article('')) },
  { kind: 'team-member', prefix: routes.member(''), below: [], notSlugs: [], redirected: redirectedUnder(routes.member('')) },
  { kind: 'service', prefix: routes.service(''), below: [], notSlugs: [], redirected: redirectedUnder(routes.service('')) },
  // The registration form renders on every request (nothing stored, but a render per address);
  // the calendar file is a route handler whose 404 Next stores too (a folder and two small files).
  { kind: 'training', prefix: routes.event(''), below: ['register', 'calendar.ics'], notSlugs: [], redirected: redirectedUnder(routes.event('')) },
  {
    kind: 'newsletter',
    prefix: routes.newsletter(''),
    below: [],
    notSlugs: [routes.newslettersFeed.slice(routes.newsletter('').length)],
    redirected: redirectedUnder(routes.newsletter('')),
  },
];

/**
 * Whether a slug of `kind` is known: true or false, or undefined when it cannot be told (the
 * request then goes to Next as it came).
 */
export type KnowsSlug = (kind: SlugKind, slug: string) => Promise<boolean | undefined>;

export type SlugSources = {
  /** The article slugs the mirror held at the process's last look; undefined while it holds no copy of the blog yet. */
  heldArticles: () => Pick<ReadonlySet<string>, 'has'> | undefined;
  /** Whether the mirror holds an article now; rejects when the database cannot be asked. */
  inMirror: (slug: string) => Promise<boolean>;
  /** Whether the admin has a document of `kind` at `slug` now; rejects when the database cannot be asked. */
  inAdmin: (kind: AdminSlugKind, slug: string) => Promise<boolean>;
};

/**
 * How long a request waits for the admin's answer before it goes to Next as it came: a
 * database that hangs (unreachable, or behind another instance's migration) must not hold
 * every request for a page of the firm's content. Its indexed query answers in milliseconds.
 */
export const LOOKUP_WAIT_MS = 1_000;

function withinLookupTime(lookup: Promise<boolean>): Promise<boolean | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, LOOKUP_WAIT_MS, undefined);
  });
  return Promise.race([lookup, late]).finally(() => clearTimeout(timer));
}

/** How the site knows a slug, from where each kind is kept (see the top of this file). */
export function knowsSlugFrom({ heldArticles, inMirror, inAdmin }: SlugSources): KnowsSlug {
  const found = new Set<string>();
  return async (kind, slug) => {
    if (kind === 'article') {
      const held = heldArticles();
      if (!held) return undefined;
      return held.has(slug) || (await inMirror(slug).catch(() => false));
    }
    const key = `${kind}/${slug}`;
    if (found.has(key)) return true;
    const known = await withinLookupTime(inAdmin(kind, slug)).catch(() => undefined);
    if (known) found.add(key);
    return known;
  };
}

/**
 * The address to give Next instead of `url` (path and query), or null to leave it: a request,
 * by any method, for one detail page whose decoded slug `knows` says is not known. Any method:
 * Next renders and stores a page for a PUT or a plain POST as it does for a GET. The prefix is
 * matched in any case, as Next matches the rewrite from `/kp-trainings/…` to its folder: `/KP-Trainings/…`
 * reaches the same page.
 */
export async function unknownSlugRewrite(method: string | undefined, url: string, knows: KnowsSlug): Promise<string | null> {
  if (method === undefined) return null;
  const route = DETAIL_ROUTES.find(({ prefix }) => url.slice(0, prefix.length).toLowerCase() === prefix);
  if (!route) return null;
  const queryAt = url.search(/[?#]/);
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const [encodedSlug = '', ...rest] = pathname.slice(route.prefix.length).split('/');
  // Deeper paths and the trailing-slash redirect are Next's to answer, as are bad encodings
  // (the request guard has answered those 400 before this runs).
  if (encodedSlug === '' || route.notSlugs.includes(encodedSlug) || route.redirected.includes(encodedSlug.toLowerCase())) return null;
  if (rest.length > 1 || (rest.length === 1 && !route.below.includes(rest[0]!))) return null;
  const slug = decodedPath(encodedSlug);
  if (slug === null) return null;
  if ((await knows(route.kind, slug)) !== false) return null;
  return NOT_FOUND_PATH + (queryAt === -1 ? '' : url.slice(queryAt));
}
