import type { Metadata } from 'next';
import { Picture } from '@/components/ui/Picture';
import { notFound } from 'next/navigation';
import { getTrainingEvent, getTrainingEvents, isDraftPreview } from '@/lib/cms/read';
import { EventFacts } from '@/components/events/EventFacts';
import { SeatsOffer } from '@/components/registrations/SeatsOffer';
import { formatEventDates } from '@/lib/events/format';
import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { Section } from '@/components/ui/Section';
import { trainingSeatsPath } from '@/lib/registrations/links';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from './page.module.css';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbJsonLd, eventJsonLd } from '@/lib/seo/json-ld';

// An event published after the build is rendered on its first visit, then kept like the others.
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await getTrainingEvents()).map((event) => ({ slug: event.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const event = await getTrainingEvent((await params).slug, { draft: await isDraftPreview() });
  if (!event) return {};
  const description = `${formatEventDates(event)}, ${event.venue}. ${event.intro.lead}`;
  return pageMetadata({
    title: event.title,
    description: description.length > 160 ? `${description.slice(0, 157).replace(/\s+\S*$/, '')}…` : description,
    path: routes.event(event.slug),
    image: event.image,
  });
}

export default async function EventPage({ params }: Props) {
  const event = await getTrainingEvent((await params).slug, { draft: await isDraftPreview() });
  if (!event) notFound();
  return (
    <>
      <JsonLd
        data={[
          breadcrumbJsonLd([
            { name: 'Events & Trainings', path: routes.trainings },
            { name: event.title, path: routes.event(event.slug) },
          ]),
          eventJsonLd(event, new Date()),
        ]}
      />
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <p className={styles.eyebrow}>Events &amp; Trainings</p>
          <h1>{event.title}</h1>
          <EventFacts event={event} />
          <div className={styles.actions}>
            {event.seats ? (
              <SeatsOffer seatsUrl={trainingSeatsPath(event.id)} registerHref={routes.eventRegistration(event.slug)} />
            ) : event.link ? (
              <Button href={event.link} variant="onDark" external>
                Register <Icon name="external" size={16} />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </Button>
            ) : null}
            <Button href={routes.eventCalendar(event.slug)} variant="onDark" download>
              <Icon name="calendar" size={18} /> Add to calendar
            </Button>
          </div>
        </div>
      </header>
      <Section>
        <div className={styles.layout}>
          <div className={styles.body}>
            <p className={styles.lead}>{event.intro.lead}</p>
            {event.intro.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}

            <h2>{event.outline.heading}</h2>
            <h3>{event.outline.listHeading}</h3>
            <ul className={styles.topics}>
              {event.outline.topics.map((topic) => (
                <li key={topic.id}>
                  <strong>{topic.name}</strong> {topic.description}
                </li>
              ))}
            </ul>
            {event.outline.closing ? <p>{event.outline.closing}</p> : null}

            <h2>{event.more.heading}</h2>
            {event.more.text ? <p>{event.more.text}</p> : null}
            {event.more.items.length > 0 ? (
              <ul>
                {event.more.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}

            <h2>{event.cost.title}</h2>
            <p>{event.cost.description}</p>
            {event.closingNote ? <p>{event.closingNote}</p> : null}
          </div>
          <Picture
            src={event.image.src}
            width={event.image.width}
            height={event.image.height}
            alt={event.image.alt}
            sizes="(min-width: 64rem) 24rem, 92vw"
            className={styles.image}
          />
        </div>
      </Section>
    </>
  );
}
