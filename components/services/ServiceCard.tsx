import { Picture } from '@/components/ui/Picture';
import Link from 'next/link';
import type { Service } from '@/content/schema';
import { Icon } from '@/components/ui/Icon';
import card from '@/components/ui/Card.module.css';
import styles from './ServiceCard.module.css';
import { routes } from '@/lib/routes';

/** A service in a grid: image, title linking to the service page, and its summary. */
export function ServiceCard({ service, headingLevel: Heading = 'h3' }: { service: Service; headingLevel?: 'h2' | 'h3' }) {
  return (
    <article className={card.card}>
      <Picture
        src={service.image.src}
        width={service.image.width}
        height={service.image.height}
        alt=""
        sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 92vw"
        className={`${card.image} ${styles.image}`}
      />
      <div className={card.body}>
        <Heading className={card.title}>
          <Link href={routes.service(service.slug)} className={card.link}>
            {service.title}
          </Link>
        </Heading>
        <p className={card.text}>{service.description}</p>
        <span className={styles.more} aria-hidden="true">
          Learn more <Icon name="arrow-right" size={16} />
        </span>
      </div>
    </article>
  );
}

export function ServiceGrid({ services, headingLevel }: { services: Service[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className={card.grid}>
      {services.map((service) => (
        <li key={service.id}>
          <ServiceCard service={service} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
