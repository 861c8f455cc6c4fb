import Link from 'next/link';
import { SubscribeForm } from '@/components/forms/SubscribeForm';
import { Icon, type IconName } from '@/components/ui/Icon';
import { getFirm, getMenus } from '@/lib/cms/read-content';
import { telHref } from '@/lib/phone';
import { Logo } from './Logo';
import styles from './SiteFooter.module.css';

/** The footer: the contact details and the menus' columns staff keep in the admin, so every page shows a change to them. */
/** `signUpPostsTo`: where the sign-up posts without JavaScript, when not back to the page (the 404 page). */
export async function SiteFooter({ signUpPostsTo }: { signUpPostsTo?: string } = {}) {
  const year = new Date().getFullYear();
  const [firm, menus] = await Promise.all([getFirm(), getMenus()]);
  const { address } = firm;
  return (
    <footer className={styles.footer}>
      <div className={styles.subscribe}>
        <div className={styles.subscribeInner}>
          <div>
            <h2 className={styles.subscribeTitle}>Stay ahead of tax and regulatory change</h2>
            <p className={styles.subscribeText}>
              Practical updates from our partners, a few times a month. Confirm by email; unsubscribe any time.
            </p>
          </div>
          <SubscribeForm variant="footer" postTo={signUpPostsTo} contactEmail={firm.email} />
        </div>
      </div>
      <div className={styles.main}>
        <div className={styles.about}>
          <Logo className={styles.logo} />
          <p>{firm.tagline}</p>
          <address className={styles.address}>
            <p>
              <Icon name="map-pin" className={styles.icon} />
              <span>
                {address.building}, {address.street}, {address.locality}, {address.city}, {address.country}
              </span>
            </p>
            <p>
              <Icon name="mail" className={styles.icon} />
              <a href={`mailto:${firm.email}`}>{firm.email}</a>
            </p>
            {firm.phones.map((phone) => (
              <p key={phone.display}>
                <Icon name="phone" className={styles.icon} />
                <a href={telHref(phone.display)}>{phone.display}</a>
                <span className="visually-hidden"> ({phone.label})</span>
              </p>
            ))}
          </address>
        </div>
        {menus.footer.map((column) => (
          <nav key={column.title} aria-label={column.title} className={styles.column}>
            <h2 className={styles.columnTitle}>{column.title}</h2>
            <ul>
              {column.items.map((item) => (
                <li key={item.link}>
                  <Link href={item.link}>{item.name}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <p>
          © {year} {firm.name}. All rights reserved.
        </p>
        <ul className={styles.socials} aria-label="Follow us">
          {firm.socials.map((social) => (
            <li key={social.network}>
              <a href={social.href} target="_blank" rel="noopener noreferrer" className={styles.social}>
                <Icon name={social.network satisfies IconName} size={20} />
                <span className="visually-hidden">{social.label} (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
