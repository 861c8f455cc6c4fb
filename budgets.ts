/**
 * Page budgets, one per kind of page (`pageKinds` in lib/site/pages.ts), checked by
 * `npm run test:audit` (scripts/audit-quality.ts) against a production build in Lighthouse.
 *
 * - `jsKb`: the JavaScript the page loads, in KB as transferred (brotli, as `next start` serves
 *   it to Chromium; `lib/server/precompressed-static.ts`): every script the browser requests before the load event, up to the moment Next starts
 *   prefetching the pages that visible links lead to (their scripts are the next page's).
 * - `totalKb`: the page's total weight, in KB transferred: everything Lighthouse sees the page
 *   load, the HTML, CSS, fonts, images and Next's link prefetches included.
 * - `noInteractiveParts`: the route renders no client component of its own. Such a page may
 *   load no script beyond those every page loads (the framework's runtime and the root
 *   layout's header menus, sidebar and footer sign-up form); the audit compares script URLs.
 *   Images count as not interactive: `components/ui/Picture.tsx` renders them without script.
 *
 * Each number is about 5% above what the page weighed when it was set. Raising one is a
 * deliberate change: say in the commit what got heavier and why it is worth it.
 */
export type PageBudget = { jsKb: number; totalKb: number; noInteractiveParts: boolean };

export const pageBudgets: Record<string, PageBudget> = {
  home: { jsKb: 158, totalKb: 252, noInteractiveParts: true },
  about: { jsKb: 158, totalKb: 216, noInteractiveParts: true },
  team: { jsKb: 158, totalKb: 270, noInteractiveParts: true },
  member: { jsKb: 158, totalKb: 212, noInteractiveParts: true },
  // The FAQ is <details>: no script of its own.
  services: { jsKb: 158, totalKb: 251, noInteractiveParts: true },
  // Every service page shares one route, and IT Advisory's tabs are in it.
  service: { jsKb: 160, totalKb: 224, noInteractiveParts: false },
  'it-advisory': { jsKb: 160, totalKb: 237, noInteractiveParts: false },
  // The filters' pending state.
  articles: { jsKb: 160, totalKb: 303, noInteractiveParts: false },
  // The newsletter popup.
  article: { jsKb: 160, totalKb: 243, noInteractiveParts: false },
  podcasts: { jsKb: 158, totalKb: 243, noInteractiveParts: true },
  trainings: { jsKb: 158, totalKb: 238, noInteractiveParts: true },
  event: { jsKb: 158, totalKb: 215, noInteractiveParts: true },
  careers: { jsKb: 158, totalKb: 206, noInteractiveParts: true },
  // The contact form and the map that loads on request.
  contact: { jsKb: 165, totalKb: 224, noInteractiveParts: false },
  // The booking form.
  booking: { jsKb: 161, totalKb: 209, noInteractiveParts: false },
  legal: { jsKb: 158, totalKb: 208, noInteractiveParts: true },
  csr: { jsKb: 158, totalKb: 214, noInteractiveParts: true },
  network: { jsKb: 158, totalKb: 203, noInteractiveParts: true },
};
