/**
 * The `test` every end-to-end spec uses: Playwright's own, whose browser context fails the
 * test on any Content Security Policy violation Chromium reports in the console of any of its
 * pages, whatever the spec was checking. A page that loses its scripts to the policy often
 * still shows its content, so only the console tells (docs/pipeline.md, "What the script
 * policy relies on in Next"). `npm run lint` keeps specs from importing `test` from
 * `@playwright/test` directly.
 *
 * A test that provokes violations on purpose says so with
 * `test.use({ policyViolationsExpected: true })`.
 */
import { expect, test as base } from '@playwright/test';

/** Chromium's wording for every kind of violation: "…violates the following Content Security Policy directive…". */
const POLICY_VIOLATION = /Content Security Policy/i;

type PolicyFixtures = {
  /** True in a test that provokes violations on purpose (an injected script must be refused). */
  policyViolationsExpected: boolean;
};

export const test = base.extend<PolicyFixtures>({
  policyViolationsExpected: [false, { option: true }],
  context: async ({ context, policyViolationsExpected }, provide) => {
    const violations: string[] = [];
    context.on('console', (message) => {
      const text = message.text();
      if (POLICY_VIOLATION.test(text)) violations.push(`${message.page()?.url() ?? 'a worker'}: ${text}`);
    });
    await provide(context);
    if (!policyViolationsExpected) {
      expect(violations, `Content Security Policy violations in the console:\n${violations.join('\n')}`).toEqual([]);
    }
  },
});

export { expect };
