/**
 * The firm's content in content/ (the first start's seed and the copy that stays in code): the
 * team, podcast episodes, trainings, careers, legal pages and the pages' copy, against their
 * schemas and the spec's counts.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { careersIntro, careersNudge, jobDescriptions, outsourcedIntro } from '@/content/careers';
import { eventsIntro } from '@/content/events';
import { trainingsSeed } from '@/content/seed/trainings';
import { legalSeed } from '@/content/seed/legal';
import { openingsSeed } from '@/content/seed/openings';
import { aboutCopy, bookingCopy, contactPlaceCopy, csrCopy, homeCopy, networkCopy } from '@/content/pages';
import { podcastsIntro } from '@/content/podcasts';
import { podcastsSeed } from '@/content/seed/podcasts';
import { teamSeed } from '@/content/seed/team';
import { formatEventDates, formatEventFee, formatEventTimes } from '@/lib/events/format';
import { legalCollection } from '@/lib/cms/collections/Legal';
import { jobOpeningsCollection } from '@/lib/cms/collections/Openings';
import { podcastsCollection } from '@/lib/cms/collections/Podcasts';
import { teamCollection } from '@/lib/cms/collections/Team';
import { trainingEventsCollection } from '@/lib/cms/collections/Trainings';
import { firmContactGlobal } from '@/lib/cms/globals/ContactDetails';
import { seedItems, seedValue } from '@/lib/cms/seed-data';
import { pagePath, routes } from '@/lib/routes';
import { fieldProblems } from '../support/seed-fields';

const publicDir = fileURLToPath(new URL('../../public', import.meta.url));

function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function withoutCredentials(name: string): string {
  return name.split(',')[0]!.trim();
}

describe('team', () => {
  it('passes the collection’s own field checks', async () => {
    for (const member of teamSeed) expect(await fieldProblems(teamCollection.config.fields, member), member.slug).toEqual([]);
  });

  it('has the 10 members in order with unique slugs of their names', () => {
    expect(teamSeed.map((m) => m.slug)).toEqual([
      'joseph-mwangi-kariuki',
      'grace-achieng-otieno',
      'david-kiprono-langat',
      'mercy-wanjiku-njoroge',
      'peter-omondi-ouma',
      'faith-nduta-kamau',
      'brian-mutua-musyoka',
      'esther-chebet-rotich',
      'ibrahim-hassan-abdi',
      'lucy-wairimu-gitau',
    ]);
    expect(new Set(teamSeed.map((m) => m.slug)).size).toBe(10);
    for (const m of teamSeed) {
      expect(m.slug).toBe(slugify(withoutCredentials(m.name)));
      expect(m.name).toMatch(/, [A-Z]/);
    }
  });

  it('gives each member a portrait named by their slug', () => {
    for (const m of teamSeed) {
      expect(m.photo).toEqual({
        publicFile: `/images/team/${m.slug}.webp`,
        width: 600,
        height: 750,
        alt: `Portrait of ${withoutCredentials(m.name)}`,
      });
      const paragraphs = m.bio.split('\n\n');
      expect(paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length).toBeLessThanOrEqual(3);
      for (const paragraph of paragraphs) expect(paragraph.length).toBeGreaterThan(150);
    }
  });

  it('has the given positions', () => {
    expect(teamSeed[0]).toMatchObject({ name: 'Joseph Mwangi Kariuki, FCPA', position: 'Managing Partner' });
    expect(teamSeed[2]).toMatchObject({ name: 'David Kiprono Langat, CPA, CISA', position: 'Partner, IT Advisory' });
    expect(teamSeed[9]).toMatchObject({ name: 'Lucy Wairimu Gitau, ACCA', position: 'Lead, Training and Learning' });
  });

  it('has the given position for each slug', () => {
    expect(teamSeed.find((m) => m.slug === 'faith-nduta-kamau')?.position).toBe('Head of Company Secretarial');
  });
});

describe('podcasts', () => {
  it('has 4 episodes the collection accepts, newest first, with the exact titles', async () => {
    for (const episode of podcastsSeed) expect(await fieldProblems(podcastsCollection.config.fields, episode), episode.title).toEqual([]);
    expect(podcastsSeed.map((e) => [e.episode, e.title])).toEqual([
      [4, 'Built to Last: 40 Years of Purpose, Integrity & Impact'],
      [3, 'Exploring the future of accounting, embracing e-TIMS and digital transformation'],
      [2, 'Navigating Tax Season: Tips and Tricks for Kenyan Taxpayers'],
      [1, 'Inside the firm: Empowering Businesses Across Africa'],
    ]);
    const dates = podcastsSeed.map((e) => e.published);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const e of podcastsSeed) {
      expect(e.published >= '2023-01-01' && e.published <= '2025-12-31').toBe(true);
      expect(e.href).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/);
      expect(e.cover).toMatchObject({ publicFile: `/images/podcasts/episode-${e.episode}.webp`, width: 640, height: 360 });
    }
    expect(podcastsIntro.length).toBeGreaterThan(0);
  });
});

describe('events', () => {
  it('has the 2 events the collection accepts, with their tickets and registration links', async () => {
    for (const event of trainingsSeed) expect(await fieldProblems(trainingEventsCollection.config.fields, event), event.slug).toEqual([]);
    expect(trainingsSeed).toHaveLength(2);
    const [seminar, fundraising] = trainingsSeed;
    expect(trainingsSeed.map((e) => e.slug)).toEqual(['tax-updates-seminar-2025', 'fundraising-for-nonprofits-training']);
    expect(seminar).toMatchObject({ priceKes: 35000, starts: '2025-05-29T09:00:00+03:00', ends: '2025-05-30T17:00:00+03:00' });
    expect(fundraising).toMatchObject({ priceKes: 20000, starts: '2025-03-13T08:30:00+03:00', ends: '2025-03-13T16:30:00+03:00' });
    // The pages show them as the firm's source data wrote them (SPEC.md).
    expect(seedItems(trainingEventsCollection).map((event) => [event.id, formatEventDates(event), formatEventTimes(event), formatEventFee(event.priceKes)])).toEqual([
      [1, '29th - 30th May 2025', '9:00am - 5:00pm', 'ksh.35,000'],
      [2, '13th March 2025', '8:30am - 4:30pm', 'ksh.20,000'],
    ]);
    expect(seminar?.link).toMatch(/^https:\/\//);
    expect(fundraising?.link).toBe('');
  });

  it('gives both events a Kilimani venue, image and 4-6 topics', () => {
    for (const e of trainingsSeed) {
      expect(e.venue).toContain('Kilimani');
      expect(e.image).toMatchObject({ publicFile: `/images/events/${e.slug}.webp`, width: 1200, height: 675 });
      expect(e.outline.topics.length).toBeGreaterThanOrEqual(4);
      expect(e.outline.topics.length).toBeLessThanOrEqual(6);
      expect(e.more.items?.length).toBeGreaterThan(0);
      expect(Date.parse(e.ends)).toBeGreaterThan(Date.parse(e.starts));
    }
    expect(eventsIntro.length).toBeGreaterThan(0);
  });
});

describe('careers', () => {
  const ownPositions = openingsSeed.filter((job) => !job.outsourced);
  const outsourcedRoles = openingsSeed.filter((job) => job.outsourced);
  /** The openings as the careers page reads them from a fresh database. */
  const openings = seedItems(jobOpeningsCollection);

  it('has 1 open position and 4 outsourced roles the collection accepts', async () => {
    for (const job of openingsSeed) expect(await fieldProblems(jobOpeningsCollection.config.fields, job), job.title).toEqual([]);
    expect(ownPositions).toHaveLength(1);
    expect(ownPositions[0]).toMatchObject({
      title: 'Tax Manager',
      employmentType: 'Full time',
      location: 'Nairobi',
      employer: 'Kilele Partners LLP',
    });
    expect(outsourcedRoles.map((j) => [j.title, j.location])).toEqual([
      ['Chief Operations Officer', 'Nairobi'],
      ['Finance Manager', 'Nairobi'],
      ['Accountant', 'Nairobi'],
      ['Finance Administration Officer', 'Nakuru'],
    ]);
    expect(new Set(openingsSeed.map((j) => j.jd.publicFile)).size).toBe(5);
    expect(new Set(outsourcedRoles.slice(0, 3).map((j) => j.employer)).size).toBe(1);
    expect(outsourcedRoles[3]?.employer).not.toBe(outsourcedRoles[0]?.employer);
    for (const j of outsourcedRoles) expect(j.employer).not.toBe('Kilele Partners LLP');
  });

  it('has valid dates and a job description for every job', () => {
    // The pages show the days as the seed names them (noon in Nairobi), whatever the server's time zone.
    expect(openings.map((j) => [j.id, j.datePosted, j.validThrough])).toEqual([
      [1, '2026-11-02', '2026-12-18'],
      [2, '2026-11-09', '2026-12-11'],
      [3, '2026-11-09', '2026-12-11'],
      [4, '2026-11-09', '2026-12-11'],
      [5, '2026-11-16', '2027-01-15'],
    ]);
    for (const j of openings) {
      expect(j.validThrough > j.datePosted).toBe(true);
      expect(j.validThrough >= '2026-11-21').toBe(true);
      const jd = jobDescriptions[j.jd];
      expect(jd, `JD for ${j.title}`).toBeDefined();
      expect(jd?.responsibilities.length).toBeGreaterThanOrEqual(4);
      expect(jd?.requirements.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('ships each JD as a PDF under public/docs, titled for the admin', () => {
    for (const { title, jd } of openingsSeed) {
      expect(jd).toEqual({ publicFile: expect.stringMatching(/^\/docs\/[a-z0-9-]+-jd\.pdf$/), title: `${title} job description` });
      const file = `${publicDir}${jd.publicFile}`;
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    expect(openings.map((j) => j.jd)).toEqual(openingsSeed.map((j) => j.jd.publicFile));
  });

  it('has the careers copy', () => {
    expect(outsourcedIntro.title).toBe('Outsourced Career Opportunities');
    expect(careersIntro.length).toBeGreaterThan(0);
    expect(careersNudge.title.length).toBeGreaterThan(0);
    expect(careersNudge.text.length).toBeGreaterThan(0);
  });
});

describe('legal pages', () => {
  /** The pages as they render from a fresh database. */
  const legalPages = seedItems(legalCollection);

  it('has the 3 pages the collection accepts', async () => {
    for (const page of legalSeed) expect(await fieldProblems(legalCollection.config.fields, page), page.slug).toEqual([]);
    expect(legalSeed.map((p) => p.slug)).toEqual(['privacy-policy', 'terms-and-conditions', 'cookie-policy']);
    expect(legalSeed.map((p) => `/${p.slug}`)).toEqual([routes.privacy, routes.terms, routes.cookies]);
    expect(legalSeed.map((p) => p.sections.length)).toEqual([12, 8, 5]);
    expect(legalSeed.map((p) => p.updated)).toEqual(['2026-11-27', '2026-11-01', '2026-11-01']);
  });

  it('writes each section as the editor stores it: paragraphs, then at most one bulleted list', () => {
    for (const page of legalSeed) {
      for (const { heading, body } of page.sections) {
        const nodes = body.root.children;
        expect(nodes.map((node) => node.type).join(' '), `${page.slug}: ${heading}`).toMatch(/^paragraph( paragraph)*( list)?$/);
        for (const node of nodes.filter((node) => node.type === 'list')) expect(node).toMatchObject({ listType: 'bullet', tag: 'ul' });
      }
    }
    const privacy = legalPages[0]!;
    expect(privacy.sections[1]).toEqual({
      heading: 'What we collect',
      paragraphs: ['We collect only what you give us through the forms on this site, plus the minimum technical data needed to run and protect it.'],
      list: [
        'Contact form: your name, email address, company (optional), the subject and your message.',
        'Consultation booking form: your name, email address, phone number, industry, the service you are interested in and any additional information you choose to give.',
        'Newsletter sign-up: your email address, and the date and time you subscribed and confirmed your subscription.',
        'Training registration form: your name, email address and phone number, your organisation and KRA PIN (both optional), the name of each attendee, how you pay, and for an M-Pesa payment its receipt number.',
        'Technical data: when you submit a form, your IP address is used for a short time to stop automated abuse; our hosting provider also keeps standard server logs (IP address, browser type, pages requested and the time of the request) for security and troubleshooting.',
      ],
    });
  });

  it('tells visitors how to exercise their data rights', () => {
    const page = (slug: string) => JSON.stringify(legalPages.find((p) => p.slug === slug));
    const privacy = page('privacy-policy');
    for (const phrase of ['enquiries@kilele.example', 'Data Protection Act, 2019', 'Data Protection Commissioner', '24 months', 'double opt-in']) {
      expect(privacy).toContain(phrase);
    }
    const cookies = page('cookie-policy');
    expect(cookies).toContain('30 days');
    expect(cookies).toContain('local storage');
  });
});

describe('page copy', () => {
  it('has the home page labels the spec fixes', () => {
    expect(homeCopy.affiliations.heading).toBe('Trusted by World Class Brands');
    expect(homeCopy.affiliations.items).toHaveLength(4);
    for (const a of homeCopy.affiliations.items) {
      expect(a.logo).toMatchObject({ width: 240, height: 96 });
      expect(a.logo.src).toMatch(/^\/images\/affiliations\/[a-z0-9-]+\.svg$/);
    }
    expect(homeCopy.booking.cta).toEqual({ label: 'Request Service Now', to: 'booking' });
    expect(homeCopy.yearsBadge.cta).toEqual({ label: 'Explore Services', to: 'services' });
    expect(pagePath(homeCopy.podcastCard.cta.to)).toBe('/insights/podcasts');
    expect(pagePath(homeCopy.insightsCard.cta.to)).toBe('/insights/articles');
    expect(homeCopy.whyChooseUs.points).toHaveLength(4);
    expect(homeCopy.howWeWork.steps.length).toBeGreaterThanOrEqual(3);
    expect(homeCopy.howWeWork.steps.length).toBeLessThanOrEqual(4);
    expect(homeCopy.about.paragraphs).toHaveLength(2);
  });

  it('has the about, CSR, network, contact and booking copy', () => {
    expect(aboutCopy.story.paragraphs).toHaveLength(3);
    expect(aboutCopy.story.paragraphs.join(' ')).toContain('1986');
    expect(aboutCopy.numbers.items.map((i) => i.value)).toEqual(['40', '10k', '50']);
    expect(aboutCopy.values.items).toHaveLength(5);
    expect(csrCopy.sections).toHaveLength(3);
    for (const { heading, paragraphs, list = [] } of csrCopy.sections) {
      for (const text of [heading, ...paragraphs, ...list]) expect(text.trim(), heading).not.toBe('');
    }
    // An image under public/images, with its size for the layout and words for its alt text.
    expect(csrCopy.image.src).toMatch(/^\/images\/[a-z0-9\-/]+\.(webp|png|jpg|svg)$/);
    expect(existsSync(path.join('public', csrCopy.image.src))).toBe(true);
    expect(csrCopy.image.width).toBeGreaterThan(0);
    expect(csrCopy.image.height).toBeGreaterThan(0);
    expect(csrCopy.image.alt.trim()).not.toBe('');
    expect(networkCopy.title).toBe('Meridian International');
    expect(contactPlaceCopy(seedValue(firmContactGlobal)).officeHours).toBe('Office hours: Monday to Friday, 8:00am - 5:00pm, except public holidays.');
    expect(bookingCopy.nextSteps.points).toHaveLength(3);
  });
});
