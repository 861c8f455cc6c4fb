import Link from 'next/link';
import { taxToolLinks } from '@/content/tax-tools';
import cardStyles from '@/components/ui/Card.module.css';
import { pagePath } from '@/lib/routes';

/** The two tools as cards, for the Tax Consulting service page. */
export function TaxToolsPromo() {
  return (
    <ul className={cardStyles.grid}>
      {taxToolLinks.map((tool) => (
        <li key={tool.to}>
          <article className={cardStyles.card}>
            <div className={cardStyles.body}>
              <h3 className={cardStyles.title}>
                <Link href={pagePath(tool.to)} className={cardStyles.link}>
                  {tool.title}
                </Link>
              </h3>
              <p className={cardStyles.text}>{tool.text}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
