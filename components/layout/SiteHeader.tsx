import Link from 'next/link';
import { headerCopy } from '@/content/pages';
import { SearchForm } from '@/components/search/SearchForm';
import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { getMenus } from '@/lib/cms/read-content';
import { routes } from '@/lib/routes';
import { DesktopNav } from './DesktopNav';
import { Logo } from './Logo';
import { MobileNav } from './MobileNav';
import styles from './SiteHeader.module.css';

/** The header: its menu and the sidebar's are the firm's, kept in the admin (the "Menus" global). */
export async function SiteHeader() {
  const menus = await getMenus();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href={routes.home} className={styles.logo}>
          <Logo />
        </Link>
        <DesktopNav entries={menus.header} />
        <div className={styles.actions}>
          <SearchForm idPrefix="header" variant="header" />
          {/* Phones: the search page, reachable without JavaScript; the menu has the box too. */}
          {/* A plain link: prefetching the search page would cost every page's visitors bytes. */}
          <a href={routes.search} className={styles.searchLink}>
            <Icon name="search" size={24} />
            <span className="visually-hidden">Search</span>
          </a>
          <Button href={routes.booking} className={styles.book}>
            {headerCopy.bookingAction}
          </Button>
          <MobileNav entries={menus.sidebar} search={<SearchForm idPrefix="sidebar" variant="sidebar" />} />
        </div>
      </div>
    </header>
  );
}
