/**
 * The staff admin's content end to end, as an editor uses it (docs/admin.md): sign in, add a
 * training with an image and publish it (on the trainings page, in search, in the sitemap and
 * in its calendar file, by the publish alone), add a job opening with its PDF, unpublish, preview a draft
 * and schedule an event. Uploads the admin must refuse are tried through its REST API.
 *
 * It runs on an instance of its own (its own DATA_DIR and port), so what it adds never shows
 * in the other specs' pages and audits. Its screenshots are the staff guide's
 * (`npm run docs:screenshots` refreshes docs/admin/).
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { guideScreenshot } from '../support/guide-screenshots';
import { addFirstRow, ownInstance, signIn as signInAs, typeDate } from './admin-instance';
import { expect, test } from './fixtures';

const EDITOR = { email: 'editor@kilele.example', password: 'a-long-editor-password-for-tests' };
/**
 * How long a test waits for a publish to show. The pages are answered from the caches (Next's,
 * the site's page cache), which keep them until a content change regenerates them or midnight
 * comes, and each is shown fresh there first (`untilCached`): only the publish's regeneration
 * can change them, however long it takes. So the bound is as long as a loaded machine needs;
 * how fast it is (the firm is promised 5 s) is a figure, not a test.
 */
const REGENERATED_WITHIN = { timeout: 30_000 };

// One instance and one story: the steps build on each other. Desktop only (the admin is a desktop tool).
test.describe.configure({ mode: 'serial' });
// The office's time zone: the admin shows and takes times in the browser's.
test.use({ timezoneId: 'Africa/Nairobi', viewport: { width: 1280, height: 900 } });

const { at, textOf, untilCached } = ownInstance({ portOffset: 7, name: 'admin', editor: EDITOR });
let image: Buffer;

test.beforeAll(async () => {
  image = await sharp({ create: { width: 1800, height: 1000, channels: 3, background: '#0b6e4f' } }).png().toBuffer();
});

const signIn = (page: Page) => signInAs(page, at, EDITOR, 'Trainings and events');

/** Uploads a file into an upload field through its "Create New" drawer. */
async function upload(page: Page, field: string, file: { name: string; mimeType: string; buffer: Buffer }, describe: { field: string; value: string }) {
  await page.locator(`#field-${field}`).getByRole('button', { name: 'Create New' }).click();
  const drawer = page.locator('.drawer').last();
  await drawer.locator('input[type=file]').setInputFiles(file);
  await drawer.locator(`#field-${describe.field}`).fill(describe.value);
  await drawer.locator('#action-save').click();
  await expect(page.locator(`#field-${field}`)).toContainText(file.name.replace(/\.[a-z]+$/, '').toLowerCase(), { timeout: 10_000 });
}

async function fillTraining(page: Page, title: string, slug: string, starts: string, ends: string) {
  await page.goto(at('/admin/collections/training-events/create'));
  await page.locator('#field-title').fill(title);
  await page.locator('#field-slug').fill(slug);
  await typeDate(page, 'starts', starts);
  await typeDate(page, 'ends', ends);
  await page.locator('#field-venue').fill('The Acacia Hotel, Kilimani, Nairobi');
  await page.locator('#field-address').fill('Argwings Kodhek Road, Kilimani, Nairobi, Kenya');
  await page.locator('#field-priceKes').fill('18000');
  await page.locator('#field-link').fill(`https://forms.example/kilele/${slug}`);
  await page.locator('#field-intro__lead').fill('One day on PAYE, SHIF and the housing levy, for the people who run payroll.');
  await addFirstRow(page, 'intro__paragraphs', 'Add Paragraph');
  await page.locator('#field-intro__paragraphs__0__text').fill('A hands-on day of payroll practice for Kenyan finance teams, with worked examples.');
  await page.locator('#field-outline__heading').fill('What the masterclass covers');
  await page.locator('#field-outline__listHeading').fill('Topics');
  await addFirstRow(page, 'outline__topics', 'Add Topic');
  await page.locator('#field-outline__topics__0__name').fill('Statutory deductions:');
  await page.locator('#field-outline__topics__0__description').fill('PAYE bands and reliefs, SHIF and the housing levy, and the monthly returns.');
  await page.locator('#field-more__heading').fill('Who should attend');
  await page.locator('#field-cost__description').fill('KES 18,000 per delegate, VAT inclusive, with lunch and a certificate.');
}

test('an editor adds a training with an image and publishes it: on the site, in search, in the sitemap and its calendar file', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await fillTraining(page, 'Payroll Masterclass 2027', 'payroll-masterclass-2027', '4 Mar 2027, 09:00', '4 Mar 2027, 16:00');
  await upload(page, 'image', { name: 'payroll-workshop.png', mimeType: 'image/png', buffer: image }, { field: 'alt', value: 'Finance officers at a payroll workshop' });
  await page.screenshot({ path: guideScreenshot('training-new.png'), fullPage: true });

  await untilCached('/kp-trainings');
  await untilCached('/sitemap.xml');
  await page.locator('#action-save').click();
  // The save (with its image resized) may take a while on a busy machine.
  await expect(page).toHaveURL(/training-events\/\d+/, { timeout: 30_000 });
  await expect(page.getByText('Status:').locator('..')).toContainText('Published');

  await expect.poll(() => textOf('/kp-trainings'), REGENERATED_WITHIN).toContain('Payroll Masterclass 2027');
  await expect.poll(() => textOf('/search?q=masterclass'), REGENERATED_WITHIN).toContain('/kp-trainings/payroll-masterclass-2027');
  await expect.poll(() => textOf('/sitemap.xml'), REGENERATED_WITHIN).toContain('/kp-trainings/payroll-masterclass-2027</loc>');
  await expect.poll(() => textOf('/kp-trainings/payroll-masterclass-2027/calendar.ics'), REGENERATED_WITHIN).toContain('SUMMARY:Payroll Masterclass 2027');

  // Its page, as a visitor sees it: Nairobi times, the fee, the uploaded picture through the image pipeline.
  const ics = await textOf('/kp-trainings/payroll-masterclass-2027/calendar.ics');
  expect(ics).toMatch(/DTSTART[^:]*:20270304T(090000|060000Z)/);
  const visitor = await page.context().browser()!.newPage({ viewport: { width: 1280, height: 900 } });
  await visitor.goto(at('/kp-trainings/payroll-masterclass-2027'));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Payroll Masterclass 2027');
  await expect(visitor.getByText('ksh.18,000').first()).toBeVisible();
  const picture = visitor.getByRole('img', { name: 'Finance officers at a payroll workshop' });
  await expect(picture).toHaveAttribute('src', /\/_next\/image\?url=%2Fapi%2Fmedia%2Ffile%2Fpayroll-workshop-[0-9a-f]{12}\.webp/);
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await visitor.screenshot({ path: guideScreenshot('training-published.png') });
  await visitor.close();
});

test('an editor adds a job opening with its job description PDF', async ({ page }) => {
  // A sign-in, a form, an upload and a visitor's page: more than the default 30 s on a loaded machine.
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto(at('/admin/collections/job-openings/create'));
  await page.locator('#field-title').fill('Audit Senior');
  await page.locator('#field-employer').fill('Kilele Partners LLP');
  await page.locator('#field-location').fill('Nairobi');
  await page.locator('#field-description').fill('Plan and run audits of companies and donor-funded projects, and coach the audit associates.');
  await page.locator('#field-apply').fill('https://forms.example/kilele/audit-senior');
  await typeDate(page, 'datePosted', '20 Nov 2026');
  await typeDate(page, 'validThrough', '31 Jan 2099');
  const pdf = readFileSync('public/docs/accountant-jd.pdf');
  await upload(page, 'jd', { name: 'audit-senior-jd.pdf', mimeType: 'application/pdf', buffer: pdf }, { field: 'title', value: 'Audit Senior job description' });
  await page.screenshot({ path: guideScreenshot('opening-new.png'), fullPage: true });
  await untilCached('/careers');
  await page.locator('#action-save').click();
  await expect(page).toHaveURL(/job-openings\/\d+/, { timeout: 30_000 });
  await expect(page.getByText('Status:').locator('..')).toContainText('Published');

  await expect.poll(() => textOf('/careers'), REGENERATED_WITHIN).toContain('Audit Senior');
  const visitor = await page.context().browser()!.newPage({ viewport: { width: 1280, height: 900 } });
  await visitor.goto(at('/careers'));
  const download = visitor.getByRole('link', { name: 'Download JD for Audit Senior (PDF)' });
  const href = await download.getAttribute('href');
  expect(href).toMatch(/^\/api\/documents\/file\/audit-senior-jd-[0-9a-f]{12}\.pdf$/);
  const served = await fetch(at(href!));
  expect(served.headers.get('content-type')).toBe('application/pdf');
  expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
  await download.scrollIntoViewIfNeeded();
  await visitor.screenshot({ path: guideScreenshot('opening-published.png') });
  await visitor.close();
});

test('the admin refuses uploads by their content and size, through its API too', async ({ page }) => {
  await signIn(page);
  const post = (collection: string, name: string, mimeType: string, buffer: Buffer) =>
    page.request.post(at(`/api/${collection}`), {
      headers: { Origin: at('') },
      multipart: { file: { name, mimeType, buffer }, _payload: JSON.stringify({ title: 'x', alt: 'x' }) },
    });
  const renamed = await post('documents', 'job-description.pdf', 'application/pdf', image);
  expect(renamed.status()).toBe(400);
  expect(JSON.stringify(await renamed.json())).toContain('This file is not a PDF');
  const svg = await post('media', 'logo.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
  expect(svg.status()).toBe(400);
  const oversized = await post('media', 'huge.png', 'image/png', Buffer.concat([image, Buffer.alloc(11 * 1024 * 1024)]));
  expect(oversized.status()).toBe(413);
  // A visitor uploads nothing.
  const form = new FormData();
  form.append('file', new Blob([readFileSync('public/docs/accountant-jd.pdf')], { type: 'application/pdf' }), 'jd.pdf');
  const anonymous = await fetch(at('/api/documents'), { method: 'POST', body: form });
  expect([401, 403]).toContain(anonymous.status);
});

test('an editor unpublishes the training: it leaves the site, the search and the sitemap', async ({ page }) => {
  await signIn(page);
  await page.goto(at('/admin/collections/training-events'));
  await page.getByRole('link', { name: 'Payroll Masterclass 2027' }).click();
  await untilCached('/kp-trainings');
  await page.locator('.doc-controls__popup .popup-button').click();
  await page.locator('#action-unpublish').click();
  await page.locator('#confirm-action').click();
  await expect(page.getByText('Status:').locator('..')).toContainText('Draft');

  await expect.poll(() => textOf('/kp-trainings'), REGENERATED_WITHIN).not.toContain('Payroll Masterclass 2027');
  await expect.poll(async () => (await fetch(at('/kp-trainings/payroll-masterclass-2027'))).status, REGENERATED_WITHIN).toBe(404);
  await expect.poll(() => textOf('/sitemap.xml'), REGENERATED_WITHIN).not.toContain('payroll-masterclass-2027');
  await expect.poll(() => textOf('/search?q=masterclass'), REGENERATED_WITHIN).not.toContain('/kp-trainings/payroll-masterclass-2027');
});

test.describe('a draft in preview', () => {
  // The preview streams the public page with React's boundary-with-stylesheets instructions;
  // like every page here, it must run with no refused script.
  test('an editor previews a draft nobody else sees, then schedules the event to publish', async ({ page, browser }) => {
    test.setTimeout(240_000);
    await signIn(page);
    await fillTraining(page, 'Tax Clinic for SMEs', 'tax-clinic-for-smes', '12 Apr 2027, 09:00', '12 Apr 2027, 13:00');
    await upload(page, 'image', { name: 'tax-clinic.png', mimeType: 'image/png', buffer: image }, { field: 'alt', value: 'Business owners at a tax clinic' });
    await page.locator('#action-save-draft').click();
    await expect(page).toHaveURL(/training-events\/\d+/);
    const editing = page.url();

    // The draft on its real page, for the signed-in editor only.
    await page.goto(at(`/api/preview?path=${encodeURIComponent('/kp-trainings/tax-clinic-for-smes')}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax Clinic for SMEs');
    const stranger = await browser.newContext();
    expect((await stranger.request.get(at('/kp-trainings/tax-clinic-for-smes'))).status()).toBe(404);
    expect((await stranger.request.get(at('/api/preview?path=/kp-trainings/tax-clinic-for-smes'), { maxRedirects: 0 })).status()).toBe(403);
    expect((await stranger.request.get(at('/api/training-events?draft=true&where[slug][equals]=tax-clinic-for-smes'))).ok()).toBe(true);
    expect((await (await stranger.request.get(at('/api/training-events?draft=true&where[slug][equals]=tax-clinic-for-smes'))).json()).docs).toEqual([]);
    await stranger.close();

    // Scheduled for the next whole minute at least 30 s away (the picker's unit is the minute):
    // Payload's job runner, which looks every 10 s, publishes it, and the site shows it.
    await page.goto(editing);
    await page.locator('#action-save-popup .popup-button').click();
    await page.locator('#schedule-publish').click();
    const drawer = page.locator('.drawer').last();
    // As the picker writes it, in the browser's (Nairobi's) time.
    const when = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
    const typed = new Intl.DateTimeFormat('en-US', { timeZone: 'Africa/Nairobi', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true })
      .format(when)
      .replace(' at ', ' ')
      .replace(/,(?= \d+:)/, '');
    await drawer.locator('label', { hasText: /^Publish$/ }).click();
    const time = drawer.locator('input[type=text]').first();
    await time.click();
    await time.fill(typed);
    await time.press('Enter');
    await drawer.locator('#scheduled-publish-save').click();
    const upcoming = drawer.locator('.schedule-publish__upcoming');
    await expect(upcoming).not.toContainText('No upcoming events scheduled.');
    await expect(upcoming).toContainText('Publish');
    await page.screenshot({ path: guideScreenshot('event-scheduled.png') });
    // Not before its time, and soon after: the runner looks every 10 s. (Once in a few runs here
    // it took more than 30 s; the site's log is attached to a failure. docs/admin.md, known gaps.)
    expect(await textOf('/kp-trainings')).not.toContain('Tax Clinic for SMEs');
    await expect.poll(() => textOf('/kp-trainings'), { timeout: when.getTime() - Date.now() + 60_000, intervals: [1_000] }).toContain('Tax Clinic for SMEs');
    expect(Date.now()).toBeGreaterThanOrEqual(when.getTime());
  });
});
