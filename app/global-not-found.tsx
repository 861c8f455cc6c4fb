import type { Metadata, Viewport } from 'next';
import { SiteShell } from '@/components/layout/SiteShell';
import { firm } from '@/content/firm';
import { getConfig } from '@/lib/config';
import { routes } from '@/lib/routes';
import NotFound from './(site)/not-found';
import { viewport as siteViewport } from './(site)/layout';
import './globals.css';

/**
 * The 404 for an address no route matches. With two root layouts (the public site's and the
 * staff admin's) Next has no layout to put its not-found page in, so this file renders the
 * site's whole document itself; `notFound()` inside a public page still uses
 * `app/(site)/not-found.tsx` within the site's layout, and both show the same page.
 */
export const metadata: Metadata = {
  metadataBase: new URL(getConfig().SITE_URL),
  title: `Page not found | ${firm.shortName}`,
  robots: { index: false, follow: true },
};

export const viewport: Viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    // Its sign-up posts to the home page: this page has no address of its own to post back to.
    <SiteShell signUpPostsTo={routes.home}>
      <NotFound />
    </SiteShell>
  );
}
