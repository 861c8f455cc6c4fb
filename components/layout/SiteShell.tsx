import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';

/**
 * The public site's document: skip link, header, main and footer. Two files render it: the
 * layout of every public page (`app/(site)/layout.tsx`) and the 404 for addresses no route
 * matches (`app/global-not-found.tsx`), which Next renders without any layout because the
 * staff admin (`app/(payload)`) has a root layout of its own.
 */
export function SiteShell({ children, signUpPostsTo }: { children: React.ReactNode; signUpPostsTo?: string }) {
  return (
    <html lang="en-KE">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <ScrollToTop />
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter signUpPostsTo={signUpPostsTo} />
      </body>
    </html>
  );
}
