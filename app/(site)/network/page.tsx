import type { Metadata } from 'next';
import { networkCopy } from '@/content/pages';
import { PageHero } from '@/components/layout/PageHero';
import { JsonLd } from '@/components/seo/JsonLd';
import { routes } from '@/lib/routes';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: networkCopy.title,
  description: networkCopy.intro.length > 160 ? `${networkCopy.intro.slice(0, 157)}…` : networkCopy.intro,
  path: routes.network,
});

/** Spec §2: only the page header, no content. */
export default function NetworkPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: networkCopy.title, path: routes.network }])} />
      <PageHero eyebrow="Our network" title={networkCopy.title} intro={networkCopy.intro} />
    </>
  );
}
