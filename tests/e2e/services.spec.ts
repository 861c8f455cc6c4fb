import { faqSeed } from '@/content/seed/faq';
import { servicesSeed } from '@/content/seed/services';
import { routes } from '@/lib/routes';
import { expect, test } from './fixtures';

test('the FAQ has 6 questions and each toggles its answer', async ({ page }) => {
  await page.goto(routes.services);
  const questions = page.locator('#faq summary');
  await expect(questions).toHaveCount(6);
  const first = faqSeed[0]!;
  const answer = page.getByText(first.answer);
  await expect(answer).toBeHidden();
  await questions.first().click();
  await expect(answer).toBeVisible();
  await questions.first().click();
  await expect(answer).toBeHidden();
});

test('the services page lists every service except View All Services', async ({ page }) => {
  await page.goto(routes.services);
  const cards = page.locator('#all-services').getByRole('heading', { level: 3 });
  await expect(cards).toHaveCount(8);
  await expect(page.locator('#all-services').getByText('View All Services')).toHaveCount(0);
});

test('IT Advisory tabs: the first is active, a click swaps the content and scrolls to 600 px', async ({ page }) => {
  const service = servicesSeed.find((candidate) => candidate.slug === 'it-advisory')!;
  const [first, second] = service.subcategories!;
  await page.goto(routes.service(service.slug));
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(service.subcategories!.length);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(first!.body_title);

  await page.getByRole('tab', { name: second!.title }).click();
  await expect(page.getByRole('tab', { name: second!.title })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(second!.body_title);
  await expect(panel.getByText(second!.services.list[0]!.name)).toBeVisible();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);

  // Arrow keys move between tabs too.
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(2)).toBeFocused();
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
});

test('with reduced motion a tab click jumps to 600 px instead of scrolling smoothly', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/service/it-advisory');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.getByRole('tab').nth(1).click();
  // Read at once, in the same turn as the click's handler: a smooth scroll would still be moving.
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(600);
});
