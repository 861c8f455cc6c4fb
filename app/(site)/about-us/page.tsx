import type { Metadata } from 'next';
import { Picture } from '@/components/ui/Picture';
import { careersNudge } from '@/content/careers';
import { aboutCopy } from '@/content/pages';
import { CallToAction } from '@/components/home/CallToAction';
import { PageHero } from '@/components/layout/PageHero';
import { TeamGrid } from '@/components/team/TeamGrid';
import { PointGrid } from '@/components/ui/PointGrid';
import { Section } from '@/components/ui/Section';
import { getTeamMembers } from '@/lib/cms/read-content';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from './page.module.css';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';

export const metadata: Metadata = pageMetadata({
  title: 'Our Story',
  description:
    'Since 1986 Kilele Partners has served East African organisations with principled accounting, audit, tax and advisory work. Meet the firm and its people.',
  path: routes.about,
});

export default async function AboutPage() {
  const teamMembers = await getTeamMembers();
  const copy = aboutCopy;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: 'Our story', path: routes.about }])} />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      <Section id="story">
        <div className={styles.story}>
          <div>
            <h2>{copy.story.heading}</h2>
            {copy.story.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <Picture
            src="/images/about/story.webp"
            width={1200}
            height={900}
            alt="The Kilele Partners team at work in the firm's Upper Hill office"
            sizes="(min-width: 56rem) 34rem, 92vw"
            className={styles.image}
          />
        </div>
      </Section>
      <Section id="numbers" title={copy.numbers.heading} tone="brand">
        <dl className={styles.numbers}>
          {copy.numbers.items.map((item) => (
            <div key={item.label} className={styles.number}>
              <dt className={styles.numberLabel}>{item.label}</dt>
              <dd className={styles.numberValue}>{item.value}</dd>
              <dd className={styles.numberText}>{item.description}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section id="purpose">
        <div className={styles.purpose}>
          <div>
            <h2>{copy.mission.heading}</h2>
            <p>{copy.mission.text}</p>
          </div>
          <div>
            <h2>{copy.vision.heading}</h2>
            <p>{copy.vision.text}</p>
          </div>
        </div>
        <h2 className={styles.valuesTitle}>{copy.values.heading}</h2>
        <PointGrid points={copy.values.items} />
      </Section>
      <Section id="team" tone="alt" eyebrow={copy.team.eyebrow} title={copy.team.title} intro={copy.team.intro}>
        <TeamGrid members={teamMembers} />
      </Section>
      <CallToAction title={careersNudge.title} text={careersNudge.text} cta={{ label: 'View careers', href: routes.careers }} />
    </>
  );
}
