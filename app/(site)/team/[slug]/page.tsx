import type { Metadata } from 'next';
import { Picture } from '@/components/ui/Picture';
import { notFound } from 'next/navigation';
import { Button } from '@/components/ui/Button';
import { Section } from '@/components/ui/Section';
import { getTeamMember, getTeamMembers } from '@/lib/cms/read-content';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from './page.module.css';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbJsonLd, personJsonLd } from '@/lib/seo/json-ld';

/**
 * The members at the build; one staff add later is rendered on its first request (and
 * regenerated with every change to it, lib/cms/collections/Team/index.ts).
 */
export async function generateStaticParams() {
  return (await getTeamMembers()).map((member) => ({ slug: member.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const member = await getTeamMember((await params).slug);
  if (!member) return {};
  const summary = member.description[0] ?? member.position;
  return pageMetadata({
    title: `${member.name}, ${member.position}`,
    description: summary.length > 160 ? `${summary.slice(0, 157).replace(/\s+\S*$/, '')}…` : summary,
    path: routes.member(member.slug),
    image: member.image,
    type: 'profile',
  });
}

export default async function MemberPage({ params }: Props) {
  const member = await getTeamMember((await params).slug);
  if (!member) notFound();
  return (
    <Section>
      <JsonLd
        data={[
          breadcrumbJsonLd([
            { name: 'Team', path: routes.team },
            { name: member.name, path: routes.member(member.slug) },
          ]),
          personJsonLd(member),
        ]}
      />
      <article className={styles.member}>
        <Picture
          src={member.image.src}
          width={member.image.width}
          height={member.image.height}
          alt={member.image.alt}
          sizes="(min-width: 48rem) 20rem, 80vw"
          className={styles.image}
          priority
        />
        <div>
          <h1 className={styles.name}>{member.name}</h1>
          <p className={styles.position}>{member.position}</p>
          {member.description.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
          <p className={styles.actions}>
            <Button href={routes.team} variant="secondary">
              Meet the rest of the team
            </Button>
            <Button href={routes.booking}>Book a consultation</Button>
          </p>
        </div>
      </article>
    </Section>
  );
}
