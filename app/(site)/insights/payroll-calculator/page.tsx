import type { Metadata } from 'next';
import { payrollCalculatorCopy } from '@/content/tax-tools';
import { PageHero } from '@/components/layout/PageHero';
import { JsonLd } from '@/components/seo/JsonLd';
import { PayrollCalculator } from '@/components/tax/PayrollCalculator';
import { TaxTeamCta } from '@/components/tax/TaxTeamCta';
import { Section } from '@/components/ui/Section';
import { routes } from '@/lib/routes';
import { breadcrumbJsonLd, webApplicationJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { nairobiToday } from '@/lib/nairobi-time';
import { monthOf } from '@/lib/tax/civil-date';
import { offeredMonths } from '@/lib/tax/payroll';
import { readPayrollQuery } from '@/lib/tax/payroll-input';

const copy = payrollCalculatorCopy;

// Every address with a query is the same page for search engines: the canonical is the bare one.
export const metadata: Metadata = pageMetadata({ ...copy.meta, path: routes.payrollCalculator });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PayrollCalculatorPage({ searchParams }: Props) {
  const params = await searchParams;
  const thisMonth = monthOf(nairobiToday(new Date()));
  return (
    <>
      <JsonLd
        data={[
          webApplicationJsonLd({ name: copy.hero.title, description: copy.meta.description, path: routes.payrollCalculator }),
          breadcrumbJsonLd([
            { name: 'Insights', path: routes.articles },
            { name: copy.hero.title, path: routes.payrollCalculator },
          ]),
        ]}
      />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      <Section>
        <PayrollCalculator
          initial={readPayrollQuery(params, thisMonth)}
          submitted={params.gross !== undefined}
          months={offeredMonths(thisMonth)}
          action={routes.payrollCalculator}
          prompt={copy.prompt}
          negativeNetNote={copy.negativeNet}
        />
      </Section>
      <Section tone="alt">
        <TaxTeamCta disclaimer={copy.disclaimer} />
      </Section>
    </>
  );
}
