/**
 * The tax tools in Chromium: the payroll calculator live as the visitor types and as a GET
 * form without JavaScript (the published worked example to the cent), its messages for bad
 * input, the deadline calendar's filter with and without JavaScript, its feeds read by
 * ical.js, the reminder sign-up, the links that lead to the tools and to a consultation with
 * Tax Consultation chosen, and axe on the states only these pages have.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import ICAL from 'ical.js';
import { expect, test } from './fixtures';

const calculator = '/insights/payroll-calculator';
const calendar = '/insights/tax-calendar';
const isDesktop = (info: TestInfo) => (info.project.use.viewport?.width ?? 0) >= 1024;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The calculator's one-line summary (the footer's sign-up has a status region of its own). */
const summary = (page: Page) => page.getByRole('region', { name: 'Result' }).getByRole('status');

/** The employee table's figures as text, label → amount. */
async function payslip(page: Page): Promise<Record<string, string>> {
  const rows = page.getByRole('table').first().getByRole('row');
  const entries = await rows.evaluateAll((elements) =>
    elements.map((row) => [row.querySelector('th')?.textContent ?? '', row.querySelector('td')?.textContent ?? '']),
  );
  return Object.fromEntries(entries);
}

const publishedExample = {
  'Gross pay': '100,000.00',
  'NSSF tier I': '−480.00',
  'NSSF tier II': '−3,840.00',
  SHIF: '−2,750.00',
  'Affordable Housing Levy': '−1,500.00',
  'Taxable pay': '91,430.00',
  'Tax before relief': '22,212.35',
  'Personal relief': '−2,400.00',
  PAYE: '−19,812.35',
  'Net pay': '71,617.65',
};

async function expectNoAxeViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const lines = violations.map((violation) => `${label}: ${violation.id} ${violation.help} → ${violation.nodes[0]?.target.join(' ')}`);
  expect(lines, lines.join('\n')).toEqual([]);
}

test.describe('payroll calculator with JavaScript', () => {
  test('updates as the visitor types, in the page, and keeps a shareable address', async ({ page }) => {
    await page.goto(calculator);
    const form = page.getByRole('form', { name: 'Payroll calculator' });
    const status = summary(page);
    await expect(status).toHaveText('Enter a gross monthly pay to see the breakdown.');
    // The default month is this month in Nairobi.
    const thisMonth = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'Africa/Nairobi' }).format(new Date());
    await expect(form.getByLabel('Pay month')).toHaveValue(/^\d{4}-\d{2}$/);
    expect(await form.getByLabel('Pay month').evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe(thisMonth);

    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await form.getByLabel('Pay month').selectOption('2025-03');
    await form.getByLabel('Gross monthly pay (KES)').pressSequentially('100,000');
    await expect(status).toHaveText('Net pay KES 71,617.65, PAYE KES 19,812.35');
    expect(await payslip(page)).toEqual(publishedExample);
    expect(documents).toBe(0);
    await expect(page).toHaveURL(`${calculator}?gross=100%2C000&month=2025-03`);

    // A pension contribution comes off before tax, up to the 30,000 cap with NSSF.
    await form.getByLabel(/Registered pension contribution/).fill('30000');
    await expect(status).toHaveText('Net pay KES 49,321.65, PAYE KES 12,108.35');
    await form.getByLabel(/Registered pension contribution/).fill('');

    // Bad input: a message beneath the field, and no figures.
    await form.getByLabel('Gross monthly pay (KES)').fill('lots');
    await expect(form.getByLabel('Gross monthly pay (KES)')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Enter the gross pay in shillings using digits only, such as 85,000.')).toBeVisible();
    await expect(status).toHaveText('Correct the fields marked to see the result.');
    await expectNoAxeViolations(page, 'calculator error');

    // Pressing Calculate on a blank form says what is missing and moves focus there.
    await form.getByLabel('Gross monthly pay (KES)').fill('');
    await form.getByRole('button', { name: 'Calculate' }).click();
    await expect(form.getByText('Enter the gross monthly pay in shillings, such as 85,000.')).toBeVisible();
    await expect(form.getByLabel('Gross monthly pay (KES)')).toBeFocused();
    expect(documents).toBe(0);
  });

  test('opens a shared address with its result, and offers a consultation with Tax Consultation chosen', async ({ page }) => {
    await page.goto(`${calculator}?gross=100000&month=2025-03`);
    await expect(summary(page)).toHaveText('Net pay KES 71,617.65, PAYE KES 19,812.35');
    await expectNoAxeViolations(page, 'calculator result');
    await page.getByRole('link', { name: 'Talk to our tax team' }).click();
    await expect(page).toHaveURL('/book-consultation?service=Tax%20Consultation');
    await expect(page.getByRole('form', { name: 'Consultation booking form' }).getByLabel('Service')).toHaveValue('Tax Consultation');
  });
});

test.describe('payroll calculator without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the GET form gives the published worked example to the cent at a shareable address', async ({ page }) => {
    await page.goto(calculator);
    const form = page.getByRole('form', { name: 'Payroll calculator' });
    await form.getByLabel('Gross monthly pay (KES)').fill('100000');
    await form.getByLabel('Pay month').selectOption('2025-03');
    await form.getByRole('button', { name: 'Calculate' }).click();
    await expect(page).toHaveURL(`${calculator}?gross=100000&month=2025-03&pension=`);
    await expect(summary(page)).toHaveText('Net pay KES 71,617.65, PAYE KES 19,812.35');
    expect(await payslip(page)).toEqual(publishedExample);
    await expect(page.getByRole('table').nth(1)).toContainText(/Cost to the employer\s*105,820\.00/);
    await expect(page.getByRole('heading', { name: 'Rules applied for March 2025' })).toBeVisible();
    await expect(page.getByText('In force from 1 February 2025. National Social Security Fund Act 2013')).toBeVisible();
  });

  for (const { gross, message } of [
    { gross: '', message: 'Enter the gross monthly pay in shillings, such as 85,000.' },
    { gross: '-5000', message: 'The gross pay cannot be negative.' },
    { gross: 'fifty thousand', message: 'Enter the gross pay in shillings using digits only, such as 85,000.' },
    { gross: '999999999999999999999', message: 'The gross pay is too large: this calculator covers up to KES 100,000,000 a month.' },
  ]) {
    test(`answers ${JSON.stringify(gross)} with a clear message, not an error page`, async ({ page }) => {
      const response = await page.goto(`${calculator}?gross=${encodeURIComponent(gross)}&month=2026-11`);
      expect(response?.status()).toBe(200);
      const input = page.getByRole('form', { name: 'Payroll calculator' }).getByLabel('Gross monthly pay (KES)');
      await expect(input).toHaveValue(gross.slice(0, 40));
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(message)).toBeVisible();
    });
  }

  test('covers December 2024 with the deductions KRA applies to that month’s payroll', async ({ page }) => {
    const response = await page.goto(`${calculator}?gross=100000&month=2024-12`);
    expect(response?.status()).toBe(200);
    await expect(summary(page)).toHaveText('Net pay KES 73,129.65, PAYE KES 20,460.35');
    expect(await payslip(page)).toMatchObject({ 'NSSF tier I': '−420.00', 'NSSF tier II': '−1,740.00', 'Taxable pay': '93,590.00' });
    await expect(page.getByText('In force from 27 December 2024, applied from December 2024 pay.')).toBeVisible();
  });

  test('says a month before the rules is not covered, and does not guess', async ({ page }) => {
    const response = await page.goto(`${calculator}?gross=100000&month=2024-06`);
    expect(response?.status()).toBe(200);
    await expect(summary(page)).toHaveText('June 2024 is not covered');
    await expect(page.getByText('It covers pay months from December 2024 to January 2027.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});

test.describe('deadline calendar', () => {
  test('shows the next deadline and a year of dates, and filters with JavaScript', async ({ page }) => {
    await page.goto(calendar);
    const next = page.getByRole('region', { name: 'Next deadline' });
    await expect(next.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-(09|1\d|20|30)$/);
    const list = page.getByRole('region', { name: 'The next 12 months' });
    const dates = await list.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(dates.length).toBeGreaterThanOrEqual(36);
    expect([...dates].sort()).toEqual(dates);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date());
    expect(dates[0]! >= today).toBe(true);
    expect(Date.parse(dates.at(-1)!) - Date.parse(today)).toBeLessThan(366 * 86_400_000);
    await expect(list.getByText('VAT: return and payment').first()).toBeVisible();

    await page.getByRole('form', { name: 'Deadline filter' }).getByLabel('I run a payroll').check();
    await page.getByRole('button', { name: 'Show my deadlines' }).click();
    await expect(page).toHaveURL(`${calendar}?applies=payroll`);
    await expect(list.getByText('VAT: return and payment')).toHaveCount(0);
    const names = await list.locator('li li strong').allTextContents();
    expect(new Set(names)).toEqual(new Set(['PAYE: return and payment', 'NSSF contributions', 'SHIF contributions', 'Affordable Housing Levy']));
    expect(names).toHaveLength(48);
    await expectNoAxeViolations(page, 'calendar filtered');
    await page.getByRole('link', { name: 'Show every deadline' }).click();
    await expect(page).toHaveURL(calendar);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the filter is a GET form and the reminder sign-up posts with the filter’s deadlines', async ({ page }) => {
      await page.goto(calendar);
      const filter = page.getByRole('form', { name: 'Deadline filter' });
      await filter.getByLabel('I am registered for VAT').check();
      await filter.getByLabel('I run a payroll').check();
      await filter.getByRole('button', { name: 'Show my deadlines' }).click();
      await expect(page).toHaveURL(`${calendar}?applies=payroll&applies=vat`);
      await expect(filter.getByLabel('I run a payroll')).toBeChecked();
      const list = page.getByRole('region', { name: 'The next 12 months' });
      await expect(list.getByText('VAT: return and payment').first()).toBeVisible();
      await expect(list.getByText('Turnover tax: return and payment')).toHaveCount(0);

      const email = `reminders.${unique()}@example.com`;
      const signUp = page.getByRole('form', { name: 'Tax deadline reminders sign-up' });
      await signUp.getByLabel('Email address').fill(email);
      await signUp.getByRole('button', { name: 'Subscribe' }).click();
      await page.waitForLoadState();
      await expect(page.getByRole('form', { name: 'Tax deadline reminders sign-up' }).getByRole('status')).toHaveText(
        'Thank you. If this address is not already subscribed, we have sent it a link to confirm your subscription.',
      );
      test.skip(Boolean(process.env.SMTP_URL), 'mail goes to an SMTP server, not to files');
      const mailDir = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data', 'mail');
      const mailTo = () => {
        try {
          return readdirSync(mailDir)
            .map((name) => readFileSync(path.join(mailDir, name), 'utf8').replace(/=\r?\n/g, ''))
            .find((text) => text.includes(`To: ${email}`));
        } catch {
          return undefined;
        }
      };
      await expect.poll(mailTo, { timeout: 15_000 }).toBeTruthy();
      expect(mailTo()).toContain('Tax deadline reminders (an email 3 days before each KRA and payroll deadline)');
    });

    test('the footer sign-up asks for at least one topic', async ({ page }) => {
      await page.goto(calendar);
      const footer = page.getByRole('form', { name: 'Newsletter sign-up', exact: true });
      await footer.getByLabel('Email address').fill(`topics.${unique()}@example.com`);
      await footer.getByLabel('Insights').uncheck();
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await page.waitForLoadState();
      const again = page.getByRole('form', { name: 'Newsletter sign-up', exact: true });
      await expect(again.getByText('Choose at least one: Insights or Tax deadline reminders')).toBeVisible();
      await expect(again.getByLabel('Insights')).not.toBeChecked();
      await expect(again.getByLabel('Insights')).toBeFocused();
    });
  });

  test('states the weekend rules as the law has them: filed or paid electronically, and pay early where the TPA does not apply', async ({ page }) => {
    await page.goto(calendar);
    const rules = page.getByRole('region', { name: 'The rules behind the dates' });
    await expect(rules).toContainText(
      'When a due date falls on a Saturday, Sunday or public holiday, it moves to the previous working day, ' +
        'except for a taxpayer who files or pays electronically, who keeps the statutory date. (Tax Procedures Act 2015, s.77.)',
    );
    await expect(rules.locator('#rule-nssf')).toContainText('The Tax Procedures Act does not apply: pay by the previous working day to be safe');
    await expect(rules.locator('#rule-shif')).toContainText('Social Health Insurance (General) Regulations 2024, reg. 22(1)');
    await expect(rules).toContainText('Public Holidays Act (Cap. 110), s.4: a holiday falling on a Sunday gives the following Monday');
    await expect(rules).toContainText('Eid al-Fitr and Eid al-Adha under s.2(1)');
    await expect(rules).not.toContainText('filed and paid');
  });

  test('publishes iCalendar feeds that a real parser reads, with webcal links', async ({ page, request }) => {
    await page.goto(calendar);
    const subscribe = page.getByRole('link', { name: 'Subscribe to every deadline' });
    await expect(subscribe).toHaveAttribute('href', /^webcal:\/\/[^/]+\/insights\/tax-calendar\/feeds\/all\.ics$/);
    const response = await request.get(`${calendar}/feeds/all.ics`);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const events = new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents('vevent');
    // A year back and two ahead: about 303 deadlines.
    expect(events.length).toBeGreaterThan(290);
    expect(events.every((event) => event.getFirstSubcomponent('valarm') !== null)).toBe(true);

    const paye = await request.get(`${calendar}/feeds/paye.ics`);
    const payeEvents = new ICAL.Component(ICAL.parse(await paye.text())).getAllSubcomponents('vevent');
    expect(payeEvents.length).toBe(36);
    expect(payeEvents.every((event) => String(event.getFirstPropertyValue('uid')).startsWith('tax-deadline-paye-'))).toBe(true);
    expect((await request.get(`${calendar}/feeds/lottery.ics`)).status()).toBe(404);
  });
});

test.describe('links to the tools', () => {
  test('the Tax Consulting page links both tools', async ({ page }) => {
    await page.goto('/service/tax-consulting');
    const tools = page.getByRole('region', { name: 'Free tax tools' });
    await tools.getByRole('link', { name: 'PAYE and payroll calculator' }).click();
    await expect(page).toHaveURL(calculator);
    await page.goBack();
    await tools.getByRole('link', { name: 'Tax deadline calendar' }).click();
    await expect(page).toHaveURL(calendar);
  });

  test('the Insights menu (on a desktop) and the footer list both tools', async ({ page }, testInfo) => {
    await page.goto('/');
    if (isDesktop(testInfo)) {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Insights' }).click();
      await nav.getByRole('link', { name: 'Payroll calculator' }).click();
      await expect(page).toHaveURL(calculator);
      await nav.getByRole('button', { name: 'Insights' }).click();
      await nav.getByRole('link', { name: 'Tax deadline calendar' }).click();
      await expect(page).toHaveURL(calendar);
    } else {
      // The phone menu keeps the original sidebar, whose Insights is a plain link: on a phone
      // the tools are reached from the footer.
      await page.getByRole('navigation', { name: 'Tax tools' }).getByRole('link', { name: 'Tax deadline calendar' }).click();
      await expect(page).toHaveURL(calendar);
    }
    const footer = page.getByRole('navigation', { name: 'Tax tools' });
    await expect(footer.getByRole('link', { name: 'Payroll calculator' })).toHaveAttribute('href', calculator);
    await expect(footer.getByRole('link', { name: 'Tax deadline calendar' })).toHaveAttribute('href', calendar);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the booking form takes the service from the address', async ({ page }) => {
      await page.goto('/book-consultation?service=Tax%20Consultation');
      await expect(page.getByRole('form', { name: 'Consultation booking form' }).getByLabel('Service')).toHaveValue('Tax Consultation');
      await page.goto('/book-consultation?service=Nonsense');
      await expect(page.getByRole('form', { name: 'Consultation booking form' }).getByLabel('Service')).toHaveValue('');
    });
  });
});
