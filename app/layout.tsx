import type { Metadata, Viewport } from 'next';
import { firm } from '@/content/firm';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { getConfig } from '@/lib/config';
import './globals.css';

// Pages are static; regenerating them daily keeps the footer's year current.
export const revalidate = 86400;

export const metadata: Metadata = {
  metadataBase: new URL(getConfig().SITE_URL),
  title: { default: `${firm.name} | Accounting, Audit, Tax and Advisory in Nairobi`, template: `%s | ${firm.shortName}` },
  description: firm.description,
  applicationName: firm.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#0f4c3a',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
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
        <SiteFooter />
      </body>
    </html>
  );
}
