/**
 * Site search on the embedded database and on the PostgreSQL server: the site's own content
 * indexed at start and the articles from the sync, ranked titles first, with snippets whose
 * marked words are text, never HTML, and no query that can make it fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePosts } from '@/lib/articles/sample-feed';
import { syncMirror } from '@/lib/articles/sync';
import { searchDocuments } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { legalCollection } from '@/lib/cms/collections/Legal';
import { jobOpeningsCollection } from '@/lib/cms/collections/Openings';
import { podcastsCollection } from '@/lib/cms/collections/Podcasts';
import { servicesCollection } from '@/lib/cms/collections/Services';
import { teamCollection } from '@/lib/cms/collections/Team';
import { trainingEventsCollection } from '@/lib/cms/collections/Trainings';
import { seedItems } from '@/lib/cms/seed-data';
import { archivedNewsletter } from '@/lib/newsletters/archive';
import { indexSiteContent } from '@/lib/search/content-index';
import { parseSearchQuery, searchSite } from '@/lib/search/query';
import { storedCampaign } from '../support/newsletter-campaign';
import { databaseKinds, type TestDatabase } from './support/databases';
/** The content a fresh database is seeded with (lib/cms/seed.ts), as the admin's pages read it. */
const openings = seedItems(jobOpeningsCollection);
const seedContent = {
  trainingEvents: seedItems(trainingEventsCollection),
  services: seedItems(servicesCollection),
  teamMembers: seedItems(teamCollection),
  podcastEpisodes: seedItems(podcastsCollection),
  legalPages: seedItems(legalCollection),
  openPositions: openings.filter((job) => !job.outsourced),
  outsourcedRoles: openings.filter((job) => job.outsourced),
  // One sent campaign; a draft is not in the archive, so never indexed.
  newsletters: [storedCampaign(), storedCampaign({ slug: 'budget-draft', subject: 'Zebroids and the Budget draft', status: 'draft' })].flatMap(
    (doc) => archivedNewsletter(doc, 'https://www.kilele.example') ?? [],
  ),
};


async function search(db: Db, raw: string, page = 1) {
  const query = parseSearchQuery(raw);
  if (query.kind !== 'text') return query;
  return searchSite(db, query.text, page);
}

/** `db` with a count of the statements run through `execute`, as the search runs its queries. */
function countingStatements(db: Db): { db: Db; statements: () => number } {
  let statements = 0;
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver);
      return (...args: Parameters<Db['execute']>) => {
        statements += 1;
        return target.execute(...args);
      };
    },
  });
  return { db: counted, statements: () => statements };
}

async function results(db: Db, raw: string, page = 1) {
  const answer = await search(db, raw, page);
  if (answer.kind !== 'results') throw new Error(`"${raw}" gave ${answer.kind}`);
  return answer;
}

describe.each(databaseKinds)('site search on the %s', (_label, create) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await create();
    db = database.handle.db;
    await syncMirror(db, samplePosts, { reconcile: 'always' });
    await indexSiteContent(db, seedContent);
    // An article whose text looks like markup: it must come back as text.
    await db.insert(searchDocuments).values({
      kind: 'article',
      key: '999001',
      path: '/insights/article/markup-in-a-post',
      title: 'Zanzibar <b>levy</b> explained',
      excerpt: 'What the <script>alert(1)</script> zanzibar levy means',
      body: 'The zanzibar levy <img src=x onerror=alert(2)> applies from July.',
      sortDate: new Date('2026-07-01T00:00:00Z'),
    });
    // Its matched words come after 30,000 characters: a snippet taken from a prefix would miss them.
    await db.insert(searchDocuments).values({
      kind: 'article',
      key: '999002',
      path: '/insights/article/a-long-read',
      title: 'A long read on staff benefits',
      excerpt: 'Benefits, one by one.',
      body: `${'The meadow by the river is quiet in the morning. '.repeat(600)}The quokka allowance is paid monthly.`,
      sortDate: new Date('2026-06-01T00:00:00Z'),
    });
  });

  afterAll(async () => {
    await database?.cleanup();
  });

  it('takes several rewrites of the site content at once, as instances hearing one change do, and keeps one copy of each document', async () => {
    const before = await db.$count(searchDocuments);
    // Each on a connection of its own, begun together.
    const written = await Promise.all(Array.from({ length: 4 }, () => indexSiteContent(db, seedContent)));
    expect(new Set(written).size).toBe(1);
    expect(await db.$count(searchDocuments)).toBe(before);
  });

  it('finds each kind of content: a service, a sub-category, a person, a training, a role, an episode, a legal page, the tax tools and a sent newsletter', async () => {
    const expectations: [string, string, string][] = [
      ['auditing and assurance', 'service', 'Auditing and Assurance'],
      ['cybersecurity', 'service', 'Cybersecurity and Data Protection (IT Advisory)'],
      ['Joseph Mwangi Kariuki', 'person', 'Joseph Mwangi Kariuki'],
      ['tax updates seminar', 'event', 'Tax Updates Seminar 2025: Finance Act 2025, eTIMS and Compliance'],
      ['tax manager', 'role', 'Tax Manager'],
      ['podcast', 'podcast', 'Episode'],
      ['cookies', 'page', 'Cookie policy'],
      ['PAYE calculator', 'page', 'PAYE and payroll calculator'],
      ['KRA deadlines', 'page', 'Tax deadline calendar'],
      ['housing levy eTIMS branch', 'newsletter', 'Finance Act 2025: what changes on 1 July'],
    ];
    for (const [words, kind, title] of expectations) {
      const answer = await results(db, words);
      const hit = answer.results.find((result) => result.kind === kind);
      expect(hit?.title, `"${words}" should find a ${kind}`).toContain(title);
    }
  });

  it('finds no campaign that is not sent', async () => {
    expect(await search(db, 'zebroids')).toEqual({ kind: 'results', total: 0, pages: 0, results: [] });
  });

  it('finds articles by title, excerpt and body, and ranks a title match above a body match', async () => {
    const answer = await results(db, 'eTIMS');
    const titles = answer.results.map((result) => result.title);
    const inTitle = titles.findIndex((title) => /eTIMS/.test(title));
    const onlyInBody = answer.results.findIndex((result) => !/eTIMS/i.test(result.title));
    expect(inTitle).toBe(0);
    expect(onlyInBody).toBeGreaterThan(inTitle);
    expect(answer.results.some((result) => result.kind === 'article')).toBe(true);
  });

  it('marks the matched words in the snippet', async () => {
    const [first] = (await results(db, 'withholding tax')).results;
    const marked = first?.snippet.filter((part) => part.marked).map((part) => part.text) ?? [];
    expect(marked.length).toBeGreaterThan(0);
    // Only the query's words (as written or in another form of the same word) are marked.
    for (const word of marked) expect(word).toMatch(/^(withhold\w*|tax\w*)$/i);
    expect(first?.snippet.map((part) => part.text).join('')).not.toMatch(/[\uE000\uE001]/);
  });

  it('marks the matched word in the snippet however deep in a long text it first appears', async () => {
    const [hit] = (await results(db, 'quokka allowance')).results;
    expect(hit?.title).toBe('A long read on staff benefits');
    const marked = hit?.snippet.filter((part) => part.marked).map((part) => part.text.toLowerCase());
    expect(marked).toEqual(['quokka', 'allowance']);
  });

  it('answers a search with results in one statement, and asks whether there was anything to search for only when nothing matched', async () => {
    const found = countingStatements(db);
    expect((await searchSite(found.db, 'tax', 1)).kind).toBe('results');
    expect(found.statements()).toBe(1);

    const unmatched = countingStatements(db);
    expect(await searchSite(unmatched.db, 'zzyzx', 1)).toEqual({ kind: 'results', total: 0, pages: 0, results: [] });
    expect(unmatched.statements()).toBe(2);

    const stopWords = countingStatements(db);
    expect(await searchSite(stopWords.db, 'the and of', 1)).toEqual({ kind: 'nothing-to-search' });
    expect(stopWords.statements()).toBe(2);
  });

  it('returns markup in a post as text, never as HTML', async () => {
    const answer = await results(db, 'zanzibar levy');
    const [hit] = answer.results;
    expect(hit?.title).toBe('Zanzibar <b>levy</b> explained');
    // ts_headline drops what looks like a tag; whatever is left is handed over as text.
    const text = hit?.snippet.map((part) => part.text).join('') ?? '';
    expect(text).toContain('zanzibar');
    expect(text).not.toMatch(/<script|<img|onerror/);
    expect(hit?.snippet.every((part) => typeof part.text === 'string')).toBe(true);
  });

  it('pages ten results at a time with the total', async () => {
    const first = await results(db, 'tax');
    expect(first.total).toBeGreaterThan(10);
    expect(first.results).toHaveLength(10);
    expect(first.pages).toBe(Math.ceil(first.total / 10));
    const second = await results(db, 'tax', 2);
    expect(second.results[0]?.title).not.toBe(first.results[0]?.title);
    const past = await results(db, 'tax', first.pages + 1);
    expect(past.results).toEqual([]);
  });

  it('understands quoted phrases and exclusions (web search syntax)', async () => {
    const phrase = await results(db, '"tax consulting"');
    expect(phrase.results[0]?.title).toBe('Tax Consulting');
    const all = await results(db, 'audit');
    const without = await results(db, 'audit -donor');
    expect(without.total).toBeLessThan(all.total);
    expect(without.results.some((result) => /donor/i.test(result.title))).toBe(false);
  });

  it('says there is nothing to search for in stop words and punctuation, and refuses an over-long query before the database', async () => {
    expect(await search(db, 'the and of')).toEqual({ kind: 'nothing-to-search' });
    expect(await search(db, `'):*|&!<->`)).toEqual({ kind: 'nothing-to-search' });
    expect(await search(db, '   ')).toEqual({ kind: 'empty' });
    expect(await search(db, 'vat '.repeat(60))).toEqual({ kind: 'too-long', length: 239 });
    expect(await search(db, 'x'.repeat(1_000_000))).toEqual({ kind: 'too-long', length: 1_000_000 });
  });

  it('never fails on hostile input', async () => {
    const hostile = [
      'vat\u0000payroll',
      '\uD800 lone surrogate \uDFFF',
      "'; drop table search_documents; --",
      'a:* & !b | (c <-> d)',
      '\\\\\\" \u202Eevil',
      '𝕍𝔸𝕋 émoji 🧾 ملف',
      '""""""""',
      '-',
      'or or or',
      '\uE000 marker \uE001',
    ];
    for (const raw of hostile) {
      const answer = await search(db, raw);
      expect(['results', 'nothing-to-search', 'empty', 'too-long'], raw).toContain(answer.kind);
    }
    // And the index is still there.
    expect((await results(db, 'vat')).total).toBeGreaterThan(0);
  });

  it('replaces the site content at every start without touching the articles', async () => {
    const before = await results(db, 'eTIMS');
    await indexSiteContent(db, seedContent);
    await indexSiteContent(db, seedContent);
    const after = await results(db, 'eTIMS');
    expect(after.total).toBe(before.total);
  });
});
