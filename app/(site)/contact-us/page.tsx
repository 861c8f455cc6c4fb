import type { Metadata } from 'next';
import { firm } from '@/content/firm';
import { contactCopy } from '@/content/pages';
import { ContactDetails } from '@/components/contact/ContactDetails';
import { MapEmbed } from '@/components/contact/MapEmbed';
import { ContactForm } from '@/components/forms/ContactForm';
import { FormPageLayout } from '@/components/forms/FormPageLayout';
import { PageHero } from '@/components/layout/PageHero';
import { Section } from '@/components/ui/Section';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us',
  description:
    'Contact Kilele Partners in Upper Hill, Nairobi: send a message, call one of our three lines or visit our office. We reply within one working day.',
  path: routes.contact,
});

const { lat, lng } = firm.address.geo;
const mapQuery = encodeURIComponent(`${lat},${lng}`);

export default function ContactPage() {
  const copy = contactCopy;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: 'Contact', path: routes.contact }])} />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      <Section>
        <FormPageLayout
          heading={copy.form.heading}
          intro={copy.form.intro}
          aside={<ContactDetails heading={copy.details.heading} officeHours={copy.details.officeHours} />}
        >
          <ContactForm />
        </FormPageLayout>
      </Section>
      <Section id="map" title={copy.map.heading} intro={copy.map.intro} tone="alt">
        <MapEmbed
          embedUrl={`https://www.google.com/maps?q=${mapQuery}&z=16&output=embed`}
          openUrl={`https://www.google.com/maps/search/?api=1&query=${mapQuery}`}
          previewAlt={copy.map.previewAlt}
          loadLabel={copy.map.loadLabel}
          title={`Map of ${firm.shortName}'s office`}
        />
      </Section>
    </>
  );
}
