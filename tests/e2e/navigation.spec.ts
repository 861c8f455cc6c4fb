import type { Locator } from '@playwright/test';
import { firm } from '@/content/firm';
import { routes } from '@/lib/routes';
import { expect, test } from './fixtures';

test.describe('desktop header', { tag: '@desktop' }, () => {

  test('dropdowns open on hover and close when the pointer leaves', async ({ page }) => {
    await page.goto(routes.home);
    const about = page.getByRole('button', { name: 'About' });
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await about.hover();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    const team = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' });
    await expect(team).toBeVisible();
    await team.click();
    await expect(page).toHaveURL(routes.team);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  test('dropdowns open from the keyboard, move with arrows and close on Escape', async ({ page }) => {
    await page.goto(routes.home);
    const services = page.getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Auditing and Assurance' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
    // Tabbing onto a menu button opens it; tabbing out of the menu closes it.
    const nav = page.getByRole('navigation', { name: 'Main' });
    const insights = nav.getByRole('button', { name: 'Insights' });
    await nav.getByRole('link', { name: 'Contact' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(insights).toBeFocused();
    await expect(insights).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Articles' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Podcast' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Newsletters' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Payroll calculator' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Tax deadline calendar' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Contact' })).toBeFocused();
    await expect(insights).toHaveAttribute('aria-expanded', 'false');
  });

  test('the active link follows the path', async ({ page }) => {
    await page.goto(routes.contact);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await page.goto(routes.service('tax-consulting'));
    await expect(nav.getByRole('button', { name: 'Services' })).toHaveAttribute('data-active', 'true');
  });
});

test.describe('mobile sidebar', { tag: '@phone' }, () => {

  test('opens, expands groups independently, keeps focus inside and closes on Escape', async ({ page }) => {
    await page.goto(routes.home);
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();

    const about = dialog.getByRole('button', { name: 'About Us' });
    const services = dialog.getByRole('button', { name: 'Services' });
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await services.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toHaveAttribute('aria-expanded', 'true');

    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  /** The durations of the CSS animations set on the sidebar's parts, in ms. */
  const animationDurations = (dialog: Locator) =>
    dialog.evaluate((element) =>
      [element, ...Array.from(element.querySelectorAll('*'))]
        .map((part) => getComputedStyle(part))
        .filter((style) => style.animationName !== 'none')
        .map((style) => parseFloat(style.animationDuration) * (style.animationDuration.endsWith('ms') ? 1 : 1000)),
    );

  test('it slides in and out, and the end of the slide-out closes it, before the 2 s clean-up', async ({ page }) => {
    await page.clock.install();
    await page.goto(routes.home);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    const durations = await animationDurations(dialog);
    expect(durations.length, 'the overlay and the panel have their animations').toBeGreaterThanOrEqual(2);
    expect(Math.min(...durations), 'the overlay and the panel slide in').toBeGreaterThan(0);
    // The closing phase lasts as long as the slide-out: recorded as it happens, not polled for.
    await page.locator('dialog').evaluate((element) => {
      const phases: string[] = [];
      new MutationObserver(() => phases.push(`${element.getAttribute('data-phase')}${element.hasAttribute('open') ? '' : ' (shut)'}`)).observe(element, {
        attributes: true,
        attributeFilter: ['data-phase', 'open'],
      });
      Object.assign(window, { sidebarPhases: phases });
    });
    // Paused, the clean-up timer cannot fire: only the slide-out's end can close the sidebar.
    await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 60_000));
    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    const phases = await page.evaluate(() => (window as unknown as { sidebarPhases: string[] }).sidebarPhases);
    expect(phases[0], 'it slid out before it shut').toBe('closing');
    expect(phases.at(-1)).toBe('closed (shut)');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('with reduced motion it opens and closes without sliding', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto(routes.home);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    // The slides are still set, so their ends still close the sidebar, but they take no
    // visible time (the reduced-motion rule sets 0.01 ms, not 0: some browsers skip the end
    // event of an animation of no duration).
    const durations = await animationDurations(dialog);
    expect(durations.length, 'the overlay and the panel have their animations').toBeGreaterThanOrEqual(2);
    for (const duration of durations) expect(duration, 'a slide that takes visible time').toBeLessThan(1);
    await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 60_000));
    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.locator('dialog[open]')).toHaveCount(0);
  });

  test('the close button slides it out and a link navigates and closes it', async ({ page }) => {
    await page.goto(routes.home);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await dialog.getByRole('button', { name: 'About Us' }).click();
    await dialog.getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(routes.team);
    await expect(dialog).toBeHidden();
  });
});

test('every sidebar link resolves to a page', async ({ page, request }) => {
  // The sidebar as the page renders it (its menus are the admin's), open or not.
  await page.goto(routes.home);
  const links = await page.locator('nav[aria-label="Mobile"] a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  expect(links).toEqual(expect.arrayContaining([`/${firm.prefix}-team`, `/${firm.prefix}-csr`, '/insights']));
  for (const link of links) {
    const response = await request.get(link);
    expect(response.status(), link).toBe(200);
  }
});

test('unknown paths answer the 404 page with status 404 on the first request', async ({ page }) => {
  for (const path of [
    '/service/no-such-service',
    '/team/no-such-person',
    `${routes.trainings}/no-such-event`,
    routes.article('no-such-article'),
    '/no-such-page',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page");
  }
});

test('the footer links out safely and to every legal page', async ({ page }) => {
  await page.goto(routes.home);
  const footer = page.locator('footer');
  const socials = footer.getByRole('list', { name: 'Follow us' }).getByRole('link');
  await expect(socials).toHaveCount(6);
  for (const link of await socials.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  const legal = footer.getByRole('navigation', { name: 'Legal' }).getByRole('link');
  await expect(legal).toHaveText(['Privacy policy', 'Terms & Conditions', 'Cookie policy']);
  await legal.first().click();
  await expect(page).toHaveURL(routes.privacy);
});

test('a route change starts at the top of the page', async ({ page }) => {
  await page.goto(routes.home);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.locator('footer').getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(routes.careers);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
