'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import type { MenuEntry, MenuLink } from '@/lib/cms/globals/Navigation/resolve';
import { Icon } from '@/components/ui/Icon';
import { isActivePath } from '@/lib/routes';
import styles from './DesktopNav.module.css';

/** The header's menu bar: links and dropdowns that open on hover, focus and click (docs/site.md, shared chrome). */
export function DesktopNav({ entries }: { entries: MenuEntry[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.bar}>
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <li key={entry.item.link}>
              <Link
                href={entry.item.link}
                className={styles.link}
                aria-current={isActivePath(pathname, entry.item.link) ? 'page' : undefined}
              >
                {entry.item.name}
              </Link>
            </li>
          ) : (
            <Dropdown key={entry.name} name={entry.name} items={entry.items} pathname={pathname} />
          ),
        )}
      </ul>
    </nav>
  );
}

type OpenedBy = 'hover' | 'focus' | 'click' | null;

function Dropdown({ name, items, pathname }: { name: string; items: MenuLink[]; pathname: string }) {
  const [openedBy, setOpenedBy] = useState<OpenedBy>(null);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Focus handed back to the button on Escape must not reopen the menu.
  const focusReturning = useRef(false);
  const menuId = useId();
  const open = openedBy !== null;
  const sectionActive = items.some((item) => isActivePath(pathname, item.link));

  // A navigation closes the menu.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpenedBy(null);
  }

  // A click or tap anywhere else closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenedBy(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpenedBy(null);
    if (returnFocus) {
      focusReturning.current = true;
      buttonRef.current?.focus();
      focusReturning.current = false;
    }
  };

  const focusItem = (index: number) => {
    const links = rootRef.current?.querySelectorAll<HTMLAnchorElement>('a');
    if (!links?.length) return;
    links[(index + links.length) % links.length]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const links = Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (!open) setOpenedBy('focus');
    // The menu renders before the next frame; move focus once it is visible.
    requestAnimationFrame(() => focusItem(current + (event.key === 'ArrowDown' ? 1 : -1)));
  };

  return (
    <li
      ref={rootRef}
      className={styles.group}
      onMouseEnter={() => setOpenedBy((by) => by ?? 'hover')}
      onMouseLeave={() => setOpenedBy((by) => (by === 'hover' ? null : by))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenedBy(null);
      }}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.link}
        data-active={sectionActive || undefined}
        aria-expanded={open}
        aria-controls={menuId}
        onFocus={(event) => {
          if (!focusReturning.current && event.currentTarget.matches(':focus-visible')) {
            setOpenedBy((by) => by ?? 'focus');
          }
        }}
        onClick={() => setOpenedBy((by) => (by === 'click' ? null : 'click'))}
      >
        {name}
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </button>
      <ul id={menuId} className={styles.menu} data-open={open || undefined}>
        {items.map((item) => (
          <li key={item.link}>
            <Link
              href={item.link}
              className={styles.menuLink}
              aria-current={pathname === item.link ? 'page' : undefined}
              tabIndex={open ? undefined : -1}
            >
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
