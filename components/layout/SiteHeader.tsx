import Link from 'next/link';
import { bookingAction, desktopNavigation, mobileNavigation } from '@/content/navigation';
import { Button } from '@/components/ui/Button';
import { routes } from '@/lib/routes';
import { DesktopNav } from './DesktopNav';
import { Logo } from './Logo';
import { MobileNav } from './MobileNav';
import styles from './SiteHeader.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href={routes.home} className={styles.logo}>
          <Logo />
        </Link>
        <DesktopNav entries={desktopNavigation} />
        <div className={styles.actions}>
          <Button href={bookingAction.link} className={styles.book}>
            {bookingAction.name}
          </Button>
          <MobileNav entries={mobileNavigation} />
        </div>
      </div>
    </header>
  );
}
