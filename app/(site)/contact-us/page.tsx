import type { Metadata } from 'next';
import { contactCopy, contactPlaceCopy } from '@/content/pages';
import { ContactDetails } from '@/components/contact/ContactDetails';
import { MapEmbed } from '@/components/contact/MapEmbed';
import { ContactForm } from '@/components/forms/ContactForm';
import { FormPageLayout } from '@/components/forms/FormPageLayout';
import { PageHero } from '@/components/layout/PageHero';
import { Section } from '@/components/ui/Section';
import { getFirm } from '@/lib/cms/read-content';
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

export default async function ContactPage() {
  const copy = contactCopy;
  const firm = await getFirm();
  const place = contactPlaceCopy(firm);
  const { lat, lng } = firm.address.geo;
  const mapQuery = encodeURIComponent(`${lat},${lng}`);
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: 'Contact', path: routes.contact }])} />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      <Section>
        <FormPageLayout
          heading={copy.form.heading}
          intro={copy.form.intro}
          aside={<ContactDetails firm={firm} heading={copy.details.heading} officeHours={place.officeHours} />}
        >
          <ContactForm contactEmail={firm.email} />
        </FormPageLayout>
      </Section>
      <Section id="map" title={copy.map.heading} intro={place.mapIntro} tone="alt">
        <MapEmbed
          embedUrl={`https://www.google.com/maps?q=${mapQuery}&z=16&output=embed`}
          openUrl={`https://www.google.com/maps/search/?api=1&query=${mapQuery}`}
          previewAlt={place.mapPreviewAlt}
          loadLabel={copy.map.loadLabel}
          title={`Map of ${firm.shortName}'s office`}
        />
      </Section>
    </>
  );
}
