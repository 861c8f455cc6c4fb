import { Picture } from '@/components/ui/Picture';
import Link from 'next/link';
import type { TeamMember } from '@/content/schema';
import card from '@/components/ui/Card.module.css';
import styles from './TeamGrid.module.css';
import { routes } from '@/lib/routes';

/** Team cards, each linking to the member's page. */
export function TeamGrid({
  members,
  headingLevel: Heading = 'h3',
  priorityImages = 0,
}: {
  members: TeamMember[];
  headingLevel?: 'h2' | 'h3';
  /** How many leading images a phone shows when the page opens (the grid opens the page): fetched at once. */
  priorityImages?: number;
}) {
  return (
    <ul className={styles.grid}>
      {members.map((member, index) => (
        <li key={member.id} className={styles.card}>
          <Picture
            src={member.image.src}
            width={member.image.width}
            height={member.image.height}
            alt=""
            sizes="(min-width: 64rem) 17rem, (min-width: 40rem) 30vw, 45vw"
            className={styles.image}
            priority={index < priorityImages}
          />
          <Heading className={styles.name}>
            <Link href={routes.member(member.slug)} className={card.link}>
              {member.name}
            </Link>
          </Heading>
          <p className={styles.position}>{member.position}</p>
        </li>
      ))}
    </ul>
  );
}
