/**
 * The firm's own content in the staff admin (team, services, FAQ, podcast episodes, legal
 * pages, contact details) on a real database: a fresh database is seeded with today's content,
 * the pages read back exactly what the seed held, a change asks to regenerate exactly the
 * pages that show it, and only content staff may change it.
 */
import { describe, expect, it } from 'vitest';
import { faqSeed } from '@/content/seed/faq';
import { teamSeed } from '@/content/seed/team';
import {
  getFaqItems,
  getFirm,
  getLegalPage,
  getPodcastEpisodes,
  getService,
  getServices,
  getServicesPageCopy,
  getTeamMember,
  getTeamMembers,
} from '@/lib/cms/read-content';
// Through the list of collections, after read-content.ts, as the site loads them.
import { legalCollection, servicesCollection } from '@/lib/cms/collections';
import { seedItems } from '@/lib/cms/seed-data';
import { getFilterOptions } from '@/lib/articles/repository';
import { samplePosts } from '@/lib/articles/sample-feed';
import { syncMirror } from '@/lib/articles/sync';
import { changeChannel } from '@/lib/server/change-signal';
import { cmsOnFreshDatabase, eventually } from './support/cms';

const UPLOADED_IMAGE = (name: string) => new RegExp(`^/api/media/file/${name}-[0-9a-f]{12}\\.webp$`);
/** An item without its image, whose address is the upload's. */
function withoutImage<T extends { image: unknown }>(item: T): Omit<T, 'image'> {
  const copy: Partial<T> = { ...item };
  delete copy.image;
  return copy as Omit<T, 'image'>;
}

describe('the firm’s content in the admin, on a fresh database', () => {
  const cms = cmsOnFreshDatabase();

  it('seeds the team in today’s order, each with a photo upload and their bio’s paragraphs', async () => {
    const members = await getTeamMembers();
    expect(members).toHaveLength(10);
    expect(members.slice(0, 3).map((member) => [member.id, member.name, member.position, member.slug])).toEqual([
      [1, 'Joseph Mwangi Kariuki, FCPA', 'Managing Partner', 'joseph-mwangi-kariuki'],
      [2, 'Grace Achieng Otieno, CPA', 'Partner, Audit and Assurance', 'grace-achieng-otieno'],
      [3, 'David Kiprono Langat, CPA, CISA', 'Partner, IT Advisory', 'david-kiprono-langat'],
    ]);
    const grace = await getTeamMember('grace-achieng-otieno');
    expect(grace?.description).toHaveLength(3);
    expect(grace?.description[0]).toMatch(/^Grace leads the firm’s Audit and Assurance practice, overseeing statutory audits/);
    expect(grace?.image).toEqual({ src: expect.stringMatching(UPLOADED_IMAGE('grace-achieng-otieno')), width: 600, height: 750, alt: 'Portrait of Grace Achieng Otieno' });
    // Everything but the photo is what content/seed/team.ts holds, its numbers the staff's order.
    expect(members.map(withoutImage)).toEqual(
      teamSeed.map(({ name, position, slug, bio }, index) => ({ id: index + 1, name, position, slug, description: bio.split('\n\n') })),
    );
  });

  it('seeds the eight services with every list, IT Advisory’s sub-categories numbered from 0 as its tabs are', async () => {
    const seeded = await getServices();
    expect(seeded.map((service) => service.slug)).toEqual([
      'auditing-and-assurance',
      'outsourced-accounting',
      'tax-consulting',
      'business-advisory',
      'it-advisory',
      'training-and-workshops',
      'company-secretarial-services',
      'outsourced-hr-and-recruitment',
    ]);
    expect(seeded).toHaveLength(8);
    const it = await getService('it-advisory');
    expect(it?.subcategories?.map((sub) => sub.id)).toEqual([0, 1, 2, 3, 4]);
    expect(it?.image).toMatchObject({ src: expect.stringMatching(UPLOADED_IMAGE('it-advisory')), width: 1200, height: 800 });
    expect(it?.subcategories?.[0]).toMatchObject({ title: 'IT Audit and Assurance', body_title: 'Independent assurance over the systems that run your business' });
    expect(seeded[0]?.intro_benefits.list[0]).toMatchObject({ id: 1, name: 'Credibility with lenders and investors' });
    // Everything but the images is what the build renders from content/seed/services.ts.
    expect(seeded.map(withoutImage)).toEqual(seedItems(servicesCollection).map(withoutImage).map((service, index) => ({ ...service, id: index + 1 })));
  });

  it('seeds the FAQ, the services page’s copy, the podcast episodes newest first and the legal pages', async () => {
    const faq = await getFaqItems();
    expect(faq.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(faq[0]?.question).toBe('Can your services be tailored to my organisation’s needs?');
    expect(faq).toEqual(faqSeed.map(({ question, answer }, index) => ({ id: index + 1, question, answer })));

    const copy = await getServicesPageCopy();
    expect(copy.hero.title).toBe('Our Services');
    expect(copy.clientGroups.map((group) => group.title)).toEqual([
      'Startups',
      'SMEs',
      'Large Enterprises',
      'Nonprofits and NGOs',
      'Government Agencies',
      'Financial Institutions',
      'Donor-Funded Projects',
    ]);
    expect(copy.processSteps.map((step) => [step.id, step.title])).toEqual([
      [1, 'Consultation'],
      [2, 'Assessment and Proposal'],
      [3, 'Engagement and Delivery'],
      [4, 'Review and Ongoing Support'],
    ]);

    const episodes = await getPodcastEpisodes();
    expect(episodes.map((episode) => [episode.episode, episode.published, episode.duration])).toEqual([
      [4, '2025-09-16', 'PT46M12S'],
      [3, '2024-11-05', 'PT38M40S'],
      [2, '2024-05-21', 'PT34M05S'],
      [1, '2023-08-29', 'PT29M48S'],
    ]);
    expect(episodes[0]?.image).toMatchObject({ src: expect.stringMatching(UPLOADED_IMAGE('episode-4')), width: 640, height: 360 });

    // The legal pages come back as the build renders the seed: the same headings, paragraphs and lists, the same HTML.
    for (const page of seedItems(legalCollection)) expect(await getLegalPage(page.slug)).toEqual(page);
    const privacy = await getLegalPage('privacy-policy');
    expect(privacy?.sections[1]?.heading).toBe('What we collect');
    expect(privacy?.sections[1]?.list).toHaveLength(5);
  });

  it('seeds the contact details', async () => {
    const firm = await getFirm();
    expect(firm.name).toBe('Kilele Partners LLP');
    expect(firm.email).toBe('enquiries@kilele.example');
    expect(firm.phones).toEqual([
      { label: 'Main office', display: '+254 20 765 4321' },
      { label: 'Mobile', display: '+254 712 345 678' },
      { label: 'Tax desk', display: '+254 733 456 789' },
    ]);
    expect(firm.address).toEqual({
      street: 'Ralph Bunche Road',
      building: 'Kilele House, 4th Floor',
      locality: 'Upper Hill',
      city: 'Nairobi',
      postalCode: '00100',
      country: 'Kenya',
      countryCode: 'KE',
      geo: { lat: -1.2966, lng: 36.8107 },
    });
    expect(firm.openingHours).toEqual([{ days: 'Monday to Friday', opens: '08:00', closes: '17:00' }]);
    expect(firm.socials.map((social) => social.network)).toEqual(['facebook', 'x', 'instagram', 'linkedin', 'youtube', 'podcast']);
  });

  it('asks to regenerate the member’s page, the team page and the about page when a bio is published', async () => {
    const { payload, plans } = cms;
    plans.length = 0;
    const grace = (await payload.find({ collection: 'team-members', where: { slug: { equals: 'grace-achieng-otieno' } }, overrideAccess: true })).docs[0]!;
    await payload.update({
      collection: 'team-members',
      id: grace.id,
      data: { bio: 'Grace leads the Audit and Assurance practice.\n\nShe chairs the firm’s audit quality committee.', _status: 'published' },
      overrideAccess: true,
    });
    await cms.signalsDelivered();
    expect(plans).toEqual([{ everything: false, paths: ['/about-us', '/team', '/team/grace-achieng-otieno'] }]);
    expect((await getTeamMember('grace-achieng-otieno'))?.description).toEqual([
      'Grace leads the Audit and Assurance practice.',
      'She chairs the firm’s audit quality committee.',
    ]);

    // A draft of the next change is not on the site until it is published.
    await payload.update({ collection: 'team-members', id: grace.id, data: { position: 'Senior Partner' }, draft: true, overrideAccess: true });
    expect((await getTeamMember('grace-achieng-otieno'))?.position).toBe('Partner, Audit and Assurance');
    expect((await getTeamMember('grace-achieng-otieno', { draft: true }))?.position).toBe('Senior Partner');
  });

  it('regenerates the old address and the new one when a member’s slug changes', async () => {
    const { payload, plans } = cms;
    await cms.signalsDelivered();
    plans.length = 0;
    const david = (await payload.find({ collection: 'team-members', where: { slug: { equals: 'david-kiprono-langat' } }, overrideAccess: true })).docs[0]!;
    await payload.update({ collection: 'team-members', id: david.id, data: { slug: 'david-langat', _status: 'published' }, overrideAccess: true });
    await cms.signalsDelivered();
    expect(plans).toEqual([{ everything: false, paths: ['/about-us', '/team', '/team/david-kiprono-langat', '/team/david-langat'] }]);
    expect(await getTeamMember('david-kiprono-langat')).toBeUndefined();
    expect((await getTeamMember('david-langat'))?.name).toBe('David Kiprono Langat, CPA, CISA');
  });

  it('regenerates the services page when a question is unpublished, and the page no longer lists it', async () => {
    const { payload, plans } = cms;
    await cms.signalsDelivered();
    plans.length = 0;
    const question = (await payload.find({ collection: 'faq-items', where: { question: { like: 'benefits of an audit' } }, overrideAccess: true })).docs[0]!;
    await payload.update({ collection: 'faq-items', id: question.id, data: { _status: 'draft' }, overrideAccess: true });
    await cms.signalsDelivered();
    expect(plans).toEqual([{ everything: false, paths: ['/services'] }]);
    const faq = await getFaqItems();
    expect(faq.map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
    expect(faq.map((item) => item.question)).not.toContain('What are the benefits of an audit?');
  });

  it('regenerates a service’s page, the services page, the home page, the articles listing and every page’s menus when a service changes', async () => {
    const { payload, plans } = cms;
    await cms.signalsDelivered();
    plans.length = 0;
    const tax = (await payload.find({ collection: 'services', where: { slug: { equals: 'tax-consulting' } }, overrideAccess: true })).docs[0]!;
    await payload.update({ collection: 'services', id: tax.id, data: { description: 'Tax planning, compliance and disputes, from iTax returns to KRA audits.' }, overrideAccess: true });
    await cms.signalsDelivered();
    expect(plans).toEqual([{ everything: false, paths: ['/', '/*', '/insights/articles', '/service/tax-consulting', '/services'] }]);
    expect((await getService('tax-consulting'))?.description).toBe('Tax planning, compliance and disputes, from iTax returns to KRA audits.');
  });

  it('lists a service renamed in the admin by its new name in the articles filter', async () => {
    const { payload } = cms;
    // The sample blog has articles in the tax-consulting category, among others.
    await syncMirror(cms.database.handle.db, samplePosts, { reconcile: 'always' });
    const before = (await getFilterOptions(await getServices())).services;
    expect(before).toContainEqual({ label: 'Tax Consulting', value: 'tax-consulting' });
    const tax = (await payload.find({ collection: 'services', where: { slug: { equals: 'tax-consulting' } }, overrideAccess: true })).docs[0]!;
    await payload.update({ collection: 'services', id: tax.id, data: { title: 'Tax Advisory' }, overrideAccess: true });
    await cms.signalsDelivered();
    const after = (await getFilterOptions(await getServices())).services;
    expect(after).toEqual(before.map((option) => (option.value === 'tax-consulting' ? { label: 'Tax Advisory', value: 'tax-consulting' } : option)));
  });

  it('regenerates the legal page whose text changed, keeping its paragraphs and list', async () => {
    const { payload, plans } = cms;
    await cms.signalsDelivered();
    plans.length = 0;
    const cookies = (await payload.find({ collection: 'legal-pages', where: { slug: { equals: 'cookie-policy' } }, overrideAccess: true })).docs[0]!;
    await payload.update({ collection: 'legal-pages', id: cookies.id, data: { updated: '2026-12-01' }, overrideAccess: true });
    await cms.signalsDelivered();
    expect(plans).toEqual([{ everything: false, paths: ['/cookie-policy'] }]);
    const page = await getLegalPage('cookie-policy');
    expect(page?.updated).toBe('2026-12-01');
    expect(page?.sections).toEqual(seedItems(legalCollection).find((legal) => legal.slug === 'cookie-policy')?.sections);
  });

  it('regenerates every page when the contact details change (the footer shows them)', async () => {
    const { payload, plans } = cms;
    await cms.signalsDelivered();
    plans.length = 0;
    const current = await payload.findGlobal({ slug: 'firm-contact', overrideAccess: true });
    const phones = (current.phones as { label: string; display: string }[]).map(({ label, display }) => ({ label, display }));
    phones[1] = { label: 'Mobile', display: '+254 722 000 111' };
    await payload.updateGlobal({ slug: 'firm-contact', data: { phones }, overrideAccess: true });
    await cms.signalsDelivered();
    // Every page under the site's layout, articles included: '/*' (lib/cms/regenerate-pages.ts).
    expect(plans).toEqual([{ everything: false, paths: ['/*'] }]);
    expect((await getFirm()).phones[1]).toEqual({ label: 'Mobile', display: '+254 722 000 111' });
  });

  it('keeps as many phones as the firm has, one at least, each a number a phone can dial', async () => {
    const { payload } = cms;
    const saved = (await payload.findGlobal({ slug: 'firm-contact', overrideAccess: true })).phones as { label: string; display: string }[];
    const four = [
      { label: 'Main office', display: '+254 20 765 4321' },
      { label: 'Mobile', display: '+254 712 345 678' },
      { label: 'Tax desk', display: '+254 733 456 789' },
      { label: 'Mombasa office', display: '+254 41 222 3333' },
    ];
    await payload.updateGlobal({ slug: 'firm-contact', data: { phones: four }, overrideAccess: true });
    expect((await getFirm()).phones).toEqual(four);
    await payload.updateGlobal({ slug: 'firm-contact', data: { phones: four.slice(0, 1) }, overrideAccess: true });
    expect((await getFirm()).phones).toEqual([{ label: 'Main office', display: '+254 20 765 4321' }]);
    await expect(payload.updateGlobal({ slug: 'firm-contact', data: { phones: [] }, overrideAccess: true })).rejects.toMatchObject({
      status: 400,
      data: { errors: [expect.objectContaining({ path: 'phones' })] },
    });
    await expect(
      payload.updateGlobal({ slug: 'firm-contact', data: { phones: [{ label: 'Main office', display: '020 765 4321' }] }, overrideAccess: true }),
    ).rejects.toMatchObject({
      status: 400,
      data: {
        errors: [
          expect.objectContaining({
            path: 'phones.0.display',
            message: 'Write the number in international form: + and the country code, then the number, e.g. +254 20 765 4321.',
          }),
        ],
      },
    });
    await payload.updateGlobal({ slug: 'firm-contact', data: { phones: saved.map(({ label, display }) => ({ label, display })) }, overrideAccess: true });
    await cms.signalsDelivered();
  });

  it('refuses a change from the leads role and from a visitor, and shows a visitor only what is published', async () => {
    const { payload } = cms;
    const member = (await payload.find({ collection: 'team-members', limit: 1, overrideAccess: true })).docs[0]!;
    const leads = { id: 999, email: 'leads@kilele.example', role: 'leads', collection: 'users' } as never;
    const editor = { id: 998, email: 'editor@kilele.example', role: 'editor', collection: 'users' } as never;
    await expect(payload.update({ collection: 'team-members', id: member.id, data: { position: 'Intern' }, user: leads, overrideAccess: false })).rejects.toThrow(/not allowed/i);
    await expect(payload.updateGlobal({ slug: 'firm-contact', data: { email: 'x@example.com' }, user: leads, overrideAccess: false })).rejects.toThrow(/not allowed/i);
    await expect(payload.update({ collection: 'faq-items', id: 1, data: { answer: 'No.' }, overrideAccess: false })).rejects.toThrow(/not allowed/i);
    // The editor may; nobody may add a legal page (the site has three routes for them).
    await expect(payload.update({ collection: 'team-members', id: member.id, data: { position: member.position }, user: editor, overrideAccess: false })).resolves.toBeTruthy();
    await expect(
      payload.create({ collection: 'legal-pages', data: { slug: 'privacy-policy' } as never, user: editor, overrideAccess: false }),
    ).rejects.toThrow(/not allowed/i);
    // The unpublished question is hidden from a visitor's read.
    const visible = await payload.find({ collection: 'faq-items', overrideAccess: false, pagination: false });
    expect(visible.docs).toHaveLength(5);
  });

  // Runs last: it closes the admin as the server's stop does.
  it('announces a change saved outside a request to every instance, this one included, before the admin closes', async () => {
    const { payload, plans } = cms;
    await cms.signalsDelivered();
    plans.length = 0;
    const signals: unknown[] = [];
    const { unlisten } = await cms.database.handle.sql.listen(changeChannel(cms.database.handle), (message) => void signals.push(JSON.parse(message)));
    const cookies = (await payload.find({ collection: 'legal-pages', where: { slug: { equals: 'cookie-policy' } }, overrideAccess: true })).docs[0]!;
    await payload.update({ collection: 'legal-pages', id: cookies.id, data: { updated: '2026-12-02' }, overrideAccess: true });
    // Closed the moment the save answers, as a stop right after it would: the signal left with the commit.
    await cms.close();
    await eventually(() => signals.length === 1);
    // No origin: the process that saved regenerates on hearing it too (the job runner's changes).
    expect(signals[0]).toEqual({ kind: 'content', plan: { everything: false, paths: ['/cookie-policy'] } });
    await unlisten();
  });
});
