import type { Metadata, Viewport } from 'next';
import { firm } from '@/content/firm';
import { SiteShell } from '@/components/layout/SiteShell';
import { getConfig } from '@/lib/config';
import '../globals.css';

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
  return <SiteShell>{children}</SiteShell>;
}
