import type { Metadata } from 'next';
import { firm } from '@/content/firm';
import { taxCalendarCopy } from '@/content/tax-tools';
import { SubscribeForm } from '@/components/forms/SubscribeForm';
import { PageHero } from '@/components/layout/PageHero';
import { JsonLd } from '@/components/seo/JsonLd';
import { CalendarFeeds } from '@/components/tax/CalendarFeeds';
import { DeadlineFilter } from '@/components/tax/DeadlineFilter';
import { DeadlineList, NextDeadline } from '@/components/tax/DeadlineList';
import { DeadlineRules } from '@/components/tax/DeadlineRules';
import { TaxTeamCta } from '@/components/tax/TaxTeamCta';
import { Section } from '@/components/ui/Section';
import { getFirm } from '@/lib/cms/read-content';
import { routes } from '@/lib/routes';
import { breadcrumbJsonLd, datasetJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { readApplyGroups } from '@/lib/tax/apply-groups';
import { nairobiToday } from '@/lib/nairobi-time';
import { parts } from '@/lib/tax/civil-date';
import { groupByDate, nextTwelveMonths, obligationsFor } from '@/lib/tax/deadlines';
import { holidaysOf } from '@/lib/tax/holidays';
import { datedObligations, obligations } from '@/lib/tax/obligations';
import styles from '@/components/tax/TaxTools.module.css';

const copy = taxCalendarCopy;

export const metadata: Metadata = pageMetadata({ ...copy.meta, path: routes.taxCalendar });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const webcal = (path: string) => absoluteUrl(path).replace(/^https?:/, 'webcal:');

export default async function TaxCalendarPage({ searchParams }: Props) {
  const { groups, ignored } = readApplyGroups((await searchParams).applies);
  const { email } = await getFirm();
  const today = nairobiToday(new Date());
  const days = groupByDate(nextTwelveMonths(today, obligationsFor(groups)));
  const undated = obligationsFor(groups, obligations).filter((obligation) => obligation.due.kind === 'after-payment');
  const year = parts(today).year;
  const last = days.at(-1)?.date ?? today;
  const feed = (id: string, name: string) => ({ id, name, href: routes.taxCalendarFeed(id), webcal: webcal(routes.taxCalendarFeed(id)) });

  return (
    <>
      <JsonLd
        data={[
          datasetJsonLd({
            name: `${copy.hero.title}: Kenya`,
            description: copy.meta.description,
            path: routes.taxCalendar,
            temporalCoverage: `${today}/${last}`,
            dateModified: datedObligations.reduce((latest, obligation) => (obligation.reviewed > latest ? obligation.reviewed : latest), ''),
            keywords: ['KRA deadlines', 'PAYE', 'VAT', 'NSSF', 'SHIF', 'Affordable Housing Levy', 'Kenya tax calendar'],
            downloads: [{ name: 'Every deadline (iCalendar)', path: routes.taxCalendarFeed('all'), encodingFormat: 'text/calendar' }],
          }),
          breadcrumbJsonLd([
            { name: 'Insights', path: routes.articles },
            { name: copy.hero.title, path: routes.taxCalendar },
          ]),
        ]}
      />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      <Section>
        <div className={styles.calendarTop}>
          <NextDeadline day={days[0]} today={today} />
          <DeadlineFilter action={routes.taxCalendar} selected={groups} ignored={ignored} />
        </div>
        <div className={styles.calendarBody}>
          <div>
            <DeadlineList days={days} />
            {undated.length > 0 ? (
              <section aria-labelledby="undated-title" className={styles.undated}>
                <h2 id="undated-title">Due after each payment</h2>
                <ul className={styles.items}>
                  {undated.map((obligation) => (
                    <li key={obligation.id}>
                      <strong>{obligation.name}</strong>: {obligation.dueText.toLowerCase()}.
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
          <div className={styles.aside}>
            <section className={styles.reminders} aria-labelledby="reminders-title">
              <h2 id="reminders-title" className={styles.sideTitle}>
                {copy.remindersTitle}
              </h2>
              <p>{copy.remindersText}</p>
              <SubscribeForm variant="reminders" deadlineGroups={groups.join(',')} contactEmail={email} />
            </section>
            <CalendarFeeds all={feed('all', `Every deadline (${firm.shortName})`)} single={datedObligations.map((obligation) => ({ ...feed(obligation.id, obligation.name), obligation }))} />
          </div>
        </div>
      </Section>
      <Section tone="alt">
        <DeadlineRules obligations={obligations} holidays={[...holidaysOf(year), ...holidaysOf(year + 1)].filter((holiday) => holiday.date >= today)} />
      </Section>
      <Section>
        <TaxTeamCta disclaimer={copy.disclaimer} />
      </Section>
    </>
  );
}
