import { describe, expect, it, vi } from 'vitest';
import { type AdminSlugKind, knowsSlugFrom, NOT_FOUND_PATH, type SlugSources, unknownSlugRewrite } from '@/lib/server/unknown-slug-guard';

const NOT_FOUND = '/_kilele/not-found';
const held = new Set(['vat-compliance', 'café-notes']);
/** The mirror as another instance left it: one post this process has not seen yet. */
const inMirror = async (slug: string) => slug === 'published-a-moment-ago';
/** The admin's documents: what each kind has (for newsletters, the sent campaigns). */
const admin: Record<AdminSlugKind, string[]> = {
  'team-member': ['grace-achieng-otieno'],
  service: ['tax-consulting'],
  training: ['tax-updates-seminar-2025'],
  newsletter: ['budget-2026-highlights', 'café-budget'],
};
const inAdmin = async (kind: AdminSlugKind, slug: string) => admin[kind].includes(slug);
const databaseDown = async (): Promise<boolean> => {
  throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
};

const site = (sources: Partial<SlugSources> = {}) => knowsSlugFrom({ heldArticles: () => held, inMirror, inAdmin, ...sources });
const rewrite = (url: string, method = 'GET', sources: Partial<SlugSources> = {}) => unknownSlugRewrite(method, url, site(sources));

describe('unknownSlugRewrite', () => {
  it('is an address no route matches', () => {
    expect(NOT_FOUND_PATH).toBe(NOT_FOUND);
  });

  it('sends an unknown article to the not-found page, keeping the query', async () => {
    expect(await rewrite('/insights/article/wp-login.php')).toBe(NOT_FOUND);
    expect(await rewrite('/insights/article/nope', 'HEAD')).toBe(NOT_FOUND);
    expect(await rewrite('/insights/article/nope?_rsc=abc')).toBe(`${NOT_FOUND}?_rsc=abc`);
    expect(await rewrite('/insights/article/%3Cscript%3E')).toBe(NOT_FOUND);
  });

  it('sends an unknown team member, service, training (its registration form and calendar file too) or newsletter to the not-found page', async () => {
    for (const url of [
      '/team/wp-login.php',
      '/team/aaaa1',
      '/service/aaaa1',
      '/service/.env',
      '/kp-trainings/aaaa1',
      '/kp-trainings/aaaa1/register',
      '/kp-trainings/aaaa1/calendar.ics',
      '/insights/newsletters/aaaa1',
      '/insights/newsletters/%3Cscript%3E',
    ]) {
      expect(await rewrite(url), url).toBe(NOT_FOUND);
      expect(await rewrite(url, 'HEAD'), url).toBe(NOT_FOUND);
    }
    expect(await rewrite('/team/nope?_rsc=1a2b')).toBe(`${NOT_FOUND}?_rsc=1a2b`);
  });

  it('leaves known articles, encoded or not, to render', async () => {
    expect(await rewrite('/insights/article/vat-compliance')).toBeNull();
    expect(await rewrite('/insights/article/vat-compliance?_rsc=1')).toBeNull();
    expect(await rewrite('/insights/article/caf%C3%A9-notes')).toBeNull();
  });

  it('leaves the admin’s known slugs to render, each under its own kind only', async () => {
    for (const url of [
      '/team/grace-achieng-otieno',
      '/service/tax-consulting?_rsc=1',
      '/kp-trainings/tax-updates-seminar-2025',
      '/kp-trainings/tax-updates-seminar-2025/register',
      '/kp-trainings/tax-updates-seminar-2025/calendar.ics',
      '/insights/newsletters/budget-2026-highlights',
      '/insights/newsletters/caf%C3%A9-budget',
    ]) {
      expect(await rewrite(url), url).toBeNull();
    }
    // A service's slug is not a team member's.
    expect(await rewrite('/team/tax-consulting')).toBe(NOT_FOUND);
    expect(await rewrite('/insights/newsletters/tax-updates-seminar-2025')).toBe(NOT_FOUND);
  });

  it('asks the mirror about a slug this process does not know before answering 404', async () => {
    expect(await rewrite('/insights/article/published-a-moment-ago')).toBeNull();
  });

  it('decides articles by what it knows while the mirror cannot be asked', async () => {
    expect(await rewrite('/insights/article/published-a-moment-ago', 'GET', { inMirror: databaseDown })).toBe(NOT_FOUND);
    expect(await rewrite('/insights/article/vat-compliance', 'GET', { inMirror: databaseDown })).toBeNull();
  });

  it('lets every admin page through while the database cannot be asked', async () => {
    for (const url of ['/team/grace-achieng-otieno', '/team/aaaa1', '/service/aaaa1', '/kp-trainings/aaaa1/register', '/insights/newsletters/aaaa1']) {
      expect(await rewrite(url, 'GET', { inAdmin: databaseDown }), url).toBeNull();
    }
  });

  it('asks the admin again for a slug it did not have, and not again for one it had', async () => {
    const asked: string[] = [];
    let published = false;
    const knows = knowsSlugFrom({
      heldArticles: () => held,
      inMirror,
      inAdmin: async (kind, slug) => {
        asked.push(`${kind}/${slug}`);
        return published;
      },
    });
    expect(await unknownSlugRewrite('GET', '/team/new-partner', knows)).toBe(NOT_FOUND);
    published = true;
    expect(await unknownSlugRewrite('GET', '/team/new-partner', knows)).toBeNull();
    expect(await unknownSlugRewrite('GET', '/team/new-partner', knows)).toBeNull();
    expect(asked).toEqual(['team-member/new-partner', 'team-member/new-partner']);
    // Had under one kind is not had under another.
    expect(await unknownSlugRewrite('GET', '/service/new-partner', knows)).toBeNull();
    expect(asked).toHaveLength(3);
  });

  it('refuses an unknown slug by every method, as Next would render and store it for a PUT or a plain POST too', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      expect(await unknownSlugRewrite(method, '/team/nope', site()), method).toBe(NOT_FOUND);
      expect(await unknownSlugRewrite(method, '/kp-trainings/nope/register', site()), method).toBe(NOT_FOUND);
    }
    expect(await unknownSlugRewrite('POST', '/kp-trainings/tax-updates-seminar-2025/register', site())).toBeNull();
  });

  it('matches the prefix in any case, as Next matches the trainings rewrite', async () => {
    for (const url of ['/KP-trainings/nope', '/Kp-Trainings/nope/calendar.ics', '/TEAM/nope', '/Insights/Newsletters/nope']) {
      expect(await rewrite(url), url).toBe(NOT_FOUND);
    }
    expect(await rewrite('/KP-TRAININGS/tax-updates-seminar-2025')).toBeNull();
  });

  it('lets a request through when the admin has not answered within a second', async () => {
    vi.useFakeTimers();
    try {
      const hanging = site({ inAdmin: () => new Promise<boolean>(() => undefined) });
      const pending = unknownSlugRewrite('GET', '/team/nope', hanging);
      await vi.advanceTimersByTimeAsync(999);
      let settled = false;
      void pending.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves the sidebar\'s old service addresses to Next, which redirects them, in any case', async () => {
    for (const url of ['/service/audit-and-assurance', '/service/tax-consultation', '/service/ict-advisory', '/service/outsourcing', '/service/training', '/service/Audit-And-Assurance']) {
      expect(await rewrite(url), url).toBeNull();
    }
  });

  it('leaves everything else to Next', async () => {
    expect(await rewrite('/insights/article/nope', 'GET', { heldArticles: () => undefined })).toBeNull();
    expect(await unknownSlugRewrite(undefined, '/team/nope', site())).toBeNull();
    for (const url of [
      '/insights/articles',
      '/insights/article/',
      '/insights/article/nope/deeper',
      '/insights/article/%ff',
      '/team',
      '/team/',
      '/team/nope/',
      '/team/nope/deeper',
      '/team/%ff',
      '/services',
      '/service/nope/',
      '/kp-trainings',
      '/kp-trainings/',
      '/kp-trainings/nope/',
      '/kp-trainings/nope/register/',
      '/kp-trainings/nope/register/deeper',
      '/kp-trainings/nope/calendar.ics/',
      '/kp-trainings/nope/other',
      '/kp-trainings//register',
      '/trainings/nope',
      '/insights/newsletters',
      '/insights/newsletters/',
      '/insights/newsletters/feed.xml',
      '/insights/newsletters/feed.xml?x=1',
      '/insights/newsletters/nope/deeper',
      '/about-us',
    ]) {
      expect(await rewrite(url), url).toBeNull();
    }
  });
});
