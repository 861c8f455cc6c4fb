/**
 * Security headers on every response, and a script policy that the site's own JavaScript
 * lives with: every sitemap page hydrates with no policy violation, while a script the page
 * did not ship is refused. (A policy that blocked the site's scripts would pass a header
 * check and break the site; one that allowed everything would pass the rest.)
 */
import { missingPagePath, readSitemap } from '../support/sitemap';
import { expect, test } from './fixtures';

type Headers = Record<string, string>;

function scriptSources(headers: Headers): string[] {
  const policy = headers['content-security-policy'] ?? '';
  const directive = policy.split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src '));
  return directive ? directive.split(/\s+/).slice(1) : [];
}

/** The headers every response carries, whatever it is. */
function expectSecurityHeaders(headers: Headers, what: string) {
  const policy = headers['content-security-policy'] ?? '';
  expect(policy, `${what}: Content-Security-Policy`).toContain("frame-ancestors 'none'");
  expect(policy, `${what}: object-src`).toContain("object-src 'none'");
  expect(scriptSources(headers), `${what}: script-src`).toContain("'self'");
  expect(scriptSources(headers).join(' '), `${what}: no unsafe script sources`).not.toMatch(
    /'unsafe-(inline|eval|hashes)'|'strict-dynamic'|\*|https?:|data:/,
  );
  expect(headers['strict-transport-security'], `${what}: HSTS`).toMatch(/max-age=\d{7,}/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(headers['x-powered-by'], `${what}: X-Powered-By`).toBeUndefined();
}

const headersOf = (response: { headers(): Headers } | null) => response?.headers() ?? {};

test('responses that are not pages carry the headers and allow no inline script', async ({ request }) => {
  const responses = {
    'robots.txt': await request.get('/robots.txt'),
    'sitemap.xml': await request.get('/sitemap.xml'),
    'the RSS feed': await request.get('/insights/articles/feed.xml'),
    'an image': await request.get('/icon.svg'),
    '/healthz': await request.get('/healthz'),
    'a JSON endpoint refusing a post': await request.post('/api/client/submit-form', { data: 'not json' }),
    'a permanent redirect': await request.get('/kp-team', { maxRedirects: 0 }),
  };
  for (const [what, response] of Object.entries(responses)) {
    expect(response.status(), what).toBeLessThan(500);
    expectSecurityHeaders(response.headers(), what);
    expect(scriptSources(response.headers()), `${what}: no script hashes`).toEqual(["'self'"]);
  }
});

test('every page runs its own scripts under the policy, with no violation', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { paths } = await readSitemap(request);
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`);
    });
  });
  for (const path of [...paths, missingPagePath]) {
    const response = await page.goto(path);
    const headers = headersOf(response);
    expectSecurityHeaders(headers, path);
    // Each page names the hashes of its own inline scripts, and only those.
    expect(scriptSources(headers).filter((source) => source.startsWith("'sha256-")).length, path).toBeGreaterThan(0);
    // The layout's client code has run: the page is interactive.
    await expect(page.locator('html[data-hydrated]'), path).toBeAttached();
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    expect(violations, path).toEqual([]);
  }
});

test('the page that answers a form posted without JavaScript runs its scripts too', async ({ page }) => {
  // A browser posts the form itself when the visitor submits before the page's JavaScript
  // has loaded; the answer embeds the form's state in a script of its own.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.sample}`));
  });
  await page.goto('/contact-us');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel(/name/i).first().fill('Wanjiru');
  await form.getByLabel(/email/i).first().fill('not-an-email');
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/contact-us')),
    form.evaluate((element: HTMLFormElement) => HTMLFormElement.prototype.submit.call(element)),
  ]);
  await page.waitForLoadState('load');
  await expect(page.getByText('Please correct the fields marked below.')).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test.describe('an injected script', () => {
  // The violations are the point here; every other test fails on one (fixtures.ts).
  test.use({ policyViolationsExpected: true });

  test('a script the page did not ship does not run', async ({ page }) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) blocked.push(message.text());
    });
    await page.goto('/about-us');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    // An inline script added to the document, as an injection would add it.
    await page
      .addScriptTag({ content: 'document.documentElement.dataset.injected = "inline"' })
      .catch(() => undefined);
    // A script element whose body mimics Next's data push but also does something else.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'self.__next_f.push([1,"x"]);document.documentElement.dataset.injected = "mimic"';
      document.body.append(script);
    });
    await expect.poll(() => blocked.length).toBeGreaterThanOrEqual(2);
    await expect(page.locator('html')).not.toHaveAttribute('data-injected', /.*/);
  });
});

test('a client-side navigation loads its code under the policy', async ({ page }) => {
  // The menus, the sidebar and the forms are covered by their own specs, which all run under
  // this policy; this checks one client-side navigation, which loads code on demand.
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
  await page.locator('footer').getByRole('link', { name: 'Careers' }).first().click();
  await expect(page).toHaveURL(/\/careers$/);
  // A client-side navigation keeps the window: a full reload would have lost the marker.
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});
