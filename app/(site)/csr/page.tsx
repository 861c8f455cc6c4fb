import type { Metadata } from 'next';
import { Picture } from '@/components/ui/Picture';
import { csrCopy } from '@/content/pages';
import { PageHero } from '@/components/layout/PageHero';
import { ProseSections } from '@/components/ui/ProseSections';
import { Section } from '@/components/ui/Section';
import { Button } from '@/components/ui/Button';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from './page.module.css';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';

export const metadata: Metadata = pageMetadata({
  title: 'Corporate Social Responsibility',
  description:
    'How Kilele Partners serves its community: financial literacy for young people, pro bono support for nonprofits and care for our environment.',
  path: routes.csr,
  image: csrCopy.image,
});

export default function CsrPage() {
  const copy = csrCopy;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: 'Community', path: routes.csr }])} />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      <Section width="prose">
        <Picture
          src={copy.image.src}
          width={copy.image.width}
          height={copy.image.height}
          alt={copy.image.alt}
          sizes="(min-width: 48rem) 44rem, 92vw"
          className={styles.image}
          priority
        />
        <ProseSections sections={copy.sections} />
        <Button href={routes.contact}>Partner with us</Button>
      </Section>
    </>
  );
}
