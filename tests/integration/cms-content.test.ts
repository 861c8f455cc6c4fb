/**
 * The staff admin's content on a real database: the first start's seed, the pages' reading
 * of it, and what a change asks to regenerate.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload';
import { getOpenings, getTrainingEvent, getTrainingEvents, readSiteContent } from '@/lib/cms/read';
import { seedContent } from '@/lib/cms/seed';
import { rowsOf } from '@/lib/db/types';
import { siteContentDocuments } from '@/lib/search/content-index';
import { cmsOnFreshDatabase, eventually, SAMPLE_TRAINING } from './support/cms';

describe('the admin content on a fresh database', () => {
  const cms = cmsOnFreshDatabase();

  it('is seeded with today\'s trainings, as the pages read them', async () => {
    const events = await getTrainingEvents();
    expect(events.map((event) => event.slug)).toEqual(['tax-updates-seminar-2025', 'fundraising-for-nonprofits-training']);
    const seminar = await getTrainingEvent('tax-updates-seminar-2025');
    expect(seminar).toMatchObject({
      title: 'Tax Updates Seminar 2025: Finance Act 2025, eTIMS and Compliance',
      starts: '2025-05-29T09:00:00+03:00',
      ends: '2025-05-30T17:00:00+03:00',
      priceKes: 35000,
      venue: 'The Acacia Hotel, Kilimani, Nairobi',
      link: 'https://forms.example/kilele/tax-updates-seminar-2025',
    });
    expect(seminar).not.toHaveProperty('date');
    expect(seminar).not.toHaveProperty('ticket');
    expect(seminar?.outline.topics.map((topic) => topic.name)).toEqual([
      'Finance Act 2025:',
      'eTIMS:',
      'Value Added Tax:',
      'PAYE and employment taxes:',
      'Withholding tax:',
      'Tax procedures:',
    ]);
    expect(seminar?.outline.topics.map((topic) => topic.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(seminar?.intro.paragraphs).toHaveLength(2);
    // The picture was stored as an upload, resized and kept as WebP, and its description kept.
    expect(seminar?.image).toMatchObject({
      src: expect.stringMatching(/^\/api\/media\/file\/tax-updates-seminar-2025-[0-9a-f]{12}\.webp$/),
      width: 1200,
      height: 675,
      alt: 'Delegates at a tax updates seminar listening to a presenter in a hotel conference room',
    });
  });

  it('is seeded with the openings, each with its job description as a PDF upload', async () => {
    const { openPositions, outsourcedRoles } = await getOpenings(new Date('2026-11-25T12:00:00+03:00'));
    expect(openPositions.map((job) => job.title)).toEqual(['Tax Manager']);
    expect(outsourcedRoles.map((job) => job.title)).toEqual(['Chief Operations Officer', 'Finance Manager', 'Accountant', 'Finance Administration Officer']);
    expect(openPositions[0]).toMatchObject({
      employer: 'Kilele Partners LLP',
      employmentType: 'Full time',
      datePosted: '2026-11-02',
      validThrough: '2026-12-18',
      jd: expect.stringMatching(/^\/api\/documents\/file\/tax-manager-jd-[0-9a-f]{12}\.pdf$/),
    });
    // The admin lists each PDF by the title the seed gave it, in the seed's order.
    const { docs } = await cms.payload.find({ collection: 'documents', sort: 'id', overrideAccess: true });
    expect(docs.map((doc) => doc.title)).toEqual([
      'Tax Manager job description',
      'Chief Operations Officer job description',
      'Finance Manager job description',
      'Accountant job description',
      'Finance Administration Officer job description',
    ]);
  });

  it('shows an opening through its closing day in Nairobi, and not after', async () => {
    // The outsourced school roles close on 2026-12-11; Nairobi is three hours ahead of UTC.
    const lastEvening = await getOpenings(new Date('2026-12-11T20:59:00Z'));
    const nextMorning = await getOpenings(new Date('2026-12-11T21:00:00Z'));
    expect(lastEvening.outsourcedRoles.map((job) => job.title)).toContain('Accountant');
    expect(nextMorning.outsourcedRoles.map((job) => job.title)).toEqual(['Finance Administration Officer']);
  });

  it('seeds once: a collection the staff emptied stays empty after the next start', async () => {
    const { payload } = cms;
    const before = await payload.count({ collection: 'job-openings', overrideAccess: true });
    expect(before.totalDocs).toBe(5);
    expect(await seedContent(payload, cms.database.handle.db)).toEqual([]);
    const rows = rowsOf<{ name: string }>(await cms.database.handle.db.execute(sql`select name from payload.content_seeded order by name`));
    expect(rows.map((row) => row.name)).toEqual([
      'faq-items',
      'global:firm-contact',
      'global:navigation',
      'global:services-page',
      'job-openings',
      'legal-pages',
      'podcast-episodes',
      'services',
      'team-members',
      'training-events',
    ]);
  });

  it('indexes the content the pages show for search', async () => {
    const documents = siteContentDocuments(await readSiteContent(new Date('2026-11-25T12:00:00+03:00')));
    expect(documents.filter((doc) => doc.kind === 'event').map((doc) => doc.path)).toEqual([
      '/kp-trainings/tax-updates-seminar-2025',
      '/kp-trainings/fundraising-for-nonprofits-training',
    ]);
    expect(documents.filter((doc) => doc.kind === 'role')).toHaveLength(5);
  });

  it('asks to regenerate the trainings page, the event page and its calendar file when a training is published', async () => {
    const { payload, plans } = cms;
    plans.length = 0;
    const image = (await payload.find({ collection: 'media', limit: 1, overrideAccess: true })).docs[0]!;
    const data = { ...SAMPLE_TRAINING, image: image.id };
    // A draft is not on the site: nothing to regenerate, and the pages do not read it.
    const draft = await payload.create({ collection: 'training-events', data: { ...data, _status: 'draft' }, draft: true, overrideAccess: true });
    // Every change the save started has regenerated what it touched: none was started.
    await cms.signalsDelivered();
    expect(plans).toEqual([]);
    expect(await getTrainingEvent('payroll-masterclass-2027')).toBeUndefined();
    expect((await getTrainingEvent('payroll-masterclass-2027', { draft: true }))?.title).toBe('Payroll Masterclass 2027');

    await payload.update({ collection: 'training-events', id: draft.id, data: { _status: 'published' }, overrideAccess: true });
    await eventually(() => plans.length === 1);
    expect(plans[0]).toEqual({
      everything: false,
      paths: ['/kp-trainings', '/kp-trainings/payroll-masterclass-2027', '/kp-trainings/payroll-masterclass-2027/calendar.ics'],
    });
    expect((await getTrainingEvent('payroll-masterclass-2027'))?.starts).toBe('2027-03-04T09:00:00+03:00');

    // A new address: the old one's pages go too.
    await payload.update({ collection: 'training-events', id: draft.id, data: { slug: 'payroll-2027' }, overrideAccess: true });
    await eventually(() => plans.length === 2);
    expect(plans[1]).toEqual({
      everything: false,
      paths: [
        '/kp-trainings',
        '/kp-trainings/payroll-2027',
        '/kp-trainings/payroll-2027/calendar.ics',
        '/kp-trainings/payroll-masterclass-2027',
        '/kp-trainings/payroll-masterclass-2027/calendar.ics',
      ],
    });

    // Unpublished: its pages are regenerated without it.
    await payload.update({ collection: 'training-events', id: draft.id, data: { _status: 'draft' }, overrideAccess: true });
    await eventually(() => plans.length === 3);
    expect(plans[2]).toEqual({ everything: false, paths: ['/kp-trainings', '/kp-trainings/payroll-2027', '/kp-trainings/payroll-2027/calendar.ics'] });
    expect(await getTrainingEvent('payroll-2027')).toBeUndefined();

    await payload.delete({ collection: 'training-events', id: draft.id, overrideAccess: true });
    await cms.signalsDelivered();
    // Deleting what the site no longer shows regenerates nothing more.
    expect(plans).toHaveLength(3);
  });

  it('asks to regenerate the careers page and the HR service page when an outsourced role is deleted', async () => {
    const { payload, plans } = cms;
    plans.length = 0;
    const role = (await payload.find({ collection: 'job-openings', where: { title: { equals: 'Accountant' } }, overrideAccess: true })).docs[0]!;
    await payload.delete({ collection: 'job-openings', id: role.id, overrideAccess: true });
    await eventually(() => plans.length === 1);
    expect(plans[0]).toEqual({ everything: false, paths: ['/careers', '/service/outsourced-hr-and-recruitment'] });
  });

  it('regenerates nothing for a draft saved over a published training, and the address the site showed when the draft is published or unpublished', async () => {
    const { payload, plans } = cms;
    const seminar = (await payload.find({ collection: 'training-events', where: { slug: { equals: 'tax-updates-seminar-2025' } }, overrideAccess: true })).docs[0]!;
    await cms.signalsDelivered();
    plans.length = 0;
    // Drafts of a new title and a new address: the site still shows the published seminar.
    await payload.update({ collection: 'training-events', id: seminar.id, data: { title: 'Tax Updates Seminar (draft)' }, draft: true, overrideAccess: true });
    await payload.update({ collection: 'training-events', id: seminar.id, data: { slug: 'tax-updates-2025' }, draft: true, overrideAccess: true });
    await cms.signalsDelivered();
    expect(plans).toEqual([]);
    expect((await getTrainingEvent('tax-updates-seminar-2025'))?.title).toBe('Tax Updates Seminar 2025: Finance Act 2025, eTIMS and Compliance');

    // Published: the address the site showed (not the draft's) and the new one.
    await payload.update({ collection: 'training-events', id: seminar.id, data: { _status: 'published' }, overrideAccess: true });
    await cms.signalsDelivered();
    expect(plans).toEqual([
      {
        everything: false,
        paths: [
          '/kp-trainings',
          '/kp-trainings/tax-updates-2025',
          '/kp-trainings/tax-updates-2025/calendar.ics',
          '/kp-trainings/tax-updates-seminar-2025',
          '/kp-trainings/tax-updates-seminar-2025/calendar.ics',
        ],
      },
    ]);

    // A draft waits, then the training is unpublished: its published address leaves the site.
    await payload.update({ collection: 'training-events', id: seminar.id, data: { title: 'Tax Updates Seminar (next year)' }, draft: true, overrideAccess: true });
    await payload.update({ collection: 'training-events', id: seminar.id, data: { _status: 'draft' }, overrideAccess: true });
    await cms.signalsDelivered();
    expect(plans).toHaveLength(2);
    expect(plans[1]).toEqual({ everything: false, paths: ['/kp-trainings', '/kp-trainings/tax-updates-2025', '/kp-trainings/tax-updates-2025/calendar.ics'] });

    await payload.update({ collection: 'training-events', id: seminar.id, data: { title: seminar.title, slug: seminar.slug, _status: 'published' }, overrideAccess: true });
    await cms.signalsDelivered();
    expect((await getTrainingEvent('tax-updates-seminar-2025'))?.title).toBe('Tax Updates Seminar 2025: Finance Act 2025, eTIMS and Compliance');
  });

  it('announces a change when its transaction commits, however long it stays open, and never one that is rolled back', async () => {
    const { payload, plans } = cms;
    const role = (await payload.find({ collection: 'job-openings', where: { title: { equals: 'Tax Manager' } }, overrideAccess: true })).docs[0]!;
    await cms.signalsDelivered();
    plans.length = 0;

    const rolledBack = await createLocalReq({}, payload);
    await initTransaction(rolledBack);
    await payload.update({ collection: 'job-openings', id: role.id, data: { title: 'Tax Manager (never saved)' }, req: rolledBack, overrideAccess: true });
    await killTransaction(rolledBack);
    await cms.signalsDelivered();
    expect(plans).toEqual([]);
    expect((await payload.findByID({ collection: 'job-openings', id: role.id, overrideAccess: true })).title).toBe('Tax Manager');

    const held = await createLocalReq({}, payload);
    await initTransaction(held);
    await payload.update({ collection: 'job-openings', id: role.id, data: { title: 'Senior Tax Manager' }, req: held, overrideAccess: true });
    // Open for two seconds: whatever was committed meanwhile has been heard, and this change was not.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await cms.signalsDelivered();
    expect(plans).toEqual([]);
    await commitTransaction(held);
    await cms.signalsDelivered();
    expect(plans).toEqual([{ everything: false, paths: ['/careers'] }]);
  });

  it('shows visitors only what is published, and lets only editors and admins change content', async () => {
    const { payload } = cms;
    const seminar = (await payload.find({ collection: 'training-events', where: { slug: { equals: 'tax-updates-seminar-2025' } }, overrideAccess: true })).docs[0]!;
    const draft = await payload.duplicate({ collection: 'training-events', id: seminar.id, data: { slug: 'a-draft-nobody-sees', _status: 'draft' }, draft: true, overrideAccess: true });
    const asVisitor = await payload.find({ collection: 'training-events', overrideAccess: false, user: null, draft: true });
    expect(asVisitor.docs.map((doc) => doc.slug)).not.toContain('a-draft-nobody-sees');
    const asEditor = await payload.find({ collection: 'training-events', overrideAccess: false, user: { id: 9, role: 'editor', collection: 'users' } as never, draft: true });
    expect(asEditor.docs.map((doc) => doc.slug)).toContain('a-draft-nobody-sees');

    for (const user of [null, { id: 7, role: 'leads', collection: 'users' }]) {
      await expect(
        payload.update({ collection: 'training-events', id: seminar.id, data: { title: 'Changed by someone who may not' }, overrideAccess: false, user: user as never }),
      ).rejects.toMatchObject({ status: 403 });
      await expect(payload.delete({ collection: 'job-openings', id: 1, overrideAccess: false, user: user as never })).rejects.toMatchObject({ status: 403 });
    }
    expect((await getTrainingEvent('tax-updates-seminar-2025'))?.title).toBe('Tax Updates Seminar 2025: Finance Act 2025, eTIMS and Compliance');
    await payload.delete({ collection: 'training-events', id: draft.id, overrideAccess: true });
  });

  it('refuses what the site could not show, with the schema\'s rules', async () => {
    const { payload } = cms;
    const seminar = (await payload.find({ collection: 'training-events', where: { slug: { equals: 'tax-updates-seminar-2025' } }, overrideAccess: true })).docs[0]!;
    for (const [data, field] of [
      [{ slug: 'Not A Slug' }, 'slug'],
      [{ priceKes: 35000.5 }, 'priceKes'],
      [{ link: 'not a web address' }, 'link'],
      [{ venue: '   ' }, 'venue'],
      [{ ends: '2025-05-28T09:00:00.000Z' }, 'ends'],
    ] as const) {
      await expect(payload.update({ collection: 'training-events', id: seminar.id, data, overrideAccess: true }), field).rejects.toMatchObject({
        status: 400,
        data: { errors: [expect.objectContaining({ path: field })] },
      });
    }
  });

  it('refuses a field of megabytes at the save, in a document, in a list inside it and in the contact details', async () => {
    // A 3 MB lead once saved made every visit to the training's page run the server out of memory.
    const { payload } = cms;
    const seminar = (await payload.find({ collection: 'training-events', where: { slug: { equals: 'tax-updates-seminar-2025' } }, overrideAccess: true })).docs[0]!;
    const megabytes = 'a'.repeat(3_000_000);
    const refused = (path: string, message: string) => ({ status: 400, data: { errors: [expect.objectContaining({ path, message })] } });

    await expect(
      payload.update({ collection: 'training-events', id: seminar.id, data: { intro: { ...seminar.intro, lead: megabytes } }, overrideAccess: true }),
    ).rejects.toMatchObject(refused('intro.lead', 'At most 1,000 characters (this has 3,000,000).'));

    const paragraphs = [{ text: 'b'.repeat(20_001) }];
    await expect(
      payload.update({ collection: 'training-events', id: seminar.id, data: { intro: { ...seminar.intro, paragraphs } }, overrideAccess: true }),
    ).rejects.toMatchObject(refused('intro.paragraphs.0.text', 'At most 20,000 characters (this has 20,001).'));

    const contact = await payload.findGlobal({ slug: 'firm-contact', overrideAccess: true });
    await expect(
      payload.updateGlobal({ slug: 'firm-contact', data: { address: { ...contact.address, city: megabytes } }, overrideAccess: true }),
    ).rejects.toMatchObject({ status: 400, data: { errors: [expect.objectContaining({ path: 'address.city' })] } });
    await expect(payload.updateGlobal({ slug: 'firm-contact', data: { email: `${megabytes}@kilele.example` }, overrideAccess: true })).rejects.toMatchObject(
      refused('email', 'At most 320 characters (this has 3,000,015).'),
    );

    // A long paragraph within the limit is kept whole.
    const long = 'A paragraph of a full page. '.repeat(500).trim();
    const saved = await payload.update({ collection: 'training-events', id: seminar.id, data: { intro: { ...seminar.intro, paragraphs: [{ text: long }] } }, overrideAccess: true });
    expect(saved.intro.paragraphs[0]?.text).toBe(long);
    await payload.update({ collection: 'training-events', id: seminar.id, data: { intro: seminar.intro }, overrideAccess: true });
  });
});
