import type { Metadata } from 'next';
import { bookableServices } from '@/content/booking';
import { bookingCopy } from '@/content/pages';
import { BookingForm } from '@/components/forms/BookingForm';
import { FormPageLayout } from '@/components/forms/FormPageLayout';
import { PageHero } from '@/components/layout/PageHero';
import { Section } from '@/components/ui/Section';
import { getFirm } from '@/lib/cms/read-content';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from './page.module.css';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';

export const metadata: Metadata = pageMetadata({
  title: 'Book a Consultation',
  description:
    'Book a consultation with Kilele Partners: tell us your industry and the service you need, and an adviser will contact you within one working day.',
  path: routes.booking,
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `?service=Tax%20Consultation` chooses the service in advance (the tax tools link here so). */
function chosenService(value: string | string[] | undefined): string | undefined {
  const service = Array.isArray(value) ? value[0] : value;
  return bookableServices.find((option) => option === service);
}

export default async function BookingPage({ searchParams }: Props) {
  const copy = bookingCopy;
  const service = chosenService((await searchParams).service);
  const { email } = await getFirm();
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: 'Book a consultation', path: routes.booking }])} />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      <Section>
        <FormPageLayout
          intro={copy.intro}
          aside={
            <aside className={styles.next} aria-labelledby="next-steps-title">
              <h2 id="next-steps-title">{copy.nextSteps.heading}</h2>
              <ol>
                {copy.nextSteps.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ol>
            </aside>
          }
        >
          <BookingForm service={service} contactEmail={email} />
        </FormPageLayout>
      </Section>
    </>
  );
}
