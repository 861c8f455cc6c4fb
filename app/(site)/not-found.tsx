import type { Metadata } from 'next';
import { PageHero } from '@/components/layout/PageHero';
import { Button } from '@/components/ui/Button';
import { Section } from '@/components/ui/Section';
import { routes } from '@/lib/routes';
import styles from './not-found.module.css';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return (
    <>
      <PageHero
        eyebrow="Error 404"
        title="We couldn't find that page"
        intro="The page may have moved, or the link may be mistyped. These will help you find your way."
      />
      <Section width="prose">
        <ul className={styles.links}>
          <li>
            <Button href={routes.home}>Home</Button>
          </li>
          <li>
            <Button href={routes.services} variant="secondary">
              Our services
            </Button>
          </li>
          <li>
            <Button href={routes.articles} variant="secondary">
              Insights
            </Button>
          </li>
          <li>
            <Button href={routes.contact} variant="secondary">
              Contact us
            </Button>
          </li>
        </ul>
      </Section>
    </>
  );
}
