'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { MenuEntry } from '@/lib/cms/globals/Navigation/resolve';
import { Icon } from '@/components/ui/Icon';
import { isActivePath } from '@/lib/routes';
import styles from './MobileNav.module.css';

/** Spec §9: the sidebar's closing clean-up happens at most this long after close. */
export const SIDEBAR_CLEANUP_MS = 2000;

type Phase = 'closed' | 'open' | 'closing';

/**
 * The mobile sidebar: a modal dialog that slides in, keeps focus inside while open, and
 * slides out on the close button, Escape, a click on the overlay, a search or a navigation.
 */
export function MobileNav({ entries, search }: { entries: MenuEntry[]; search?: React.ReactNode }) {
  const pathname = usePathname();
  const [phase, setPhase] = useState<Phase>('closed');
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const dialogRef = useRef<HTMLDialogElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const cleanupTimer = useRef<number | undefined>(undefined);
  const titleId = useId();

  const finishClose = useCallback(() => {
    window.clearTimeout(cleanupTimer.current);
    dialogRef.current?.close();
    setPhase('closed');
  }, []);

  const requestClose = useCallback(() => {
    setPhase((current) => (current === 'open' ? 'closing' : current));
  }, []);

  useEffect(() => {
    if (phase !== 'closing') return;
    // The slide-out ends the phase; the timer is the upper bound if no animation runs.
    cleanupTimer.current = window.setTimeout(finishClose, SIDEBAR_CLEANUP_MS);
    return () => window.clearTimeout(cleanupTimer.current);
  }, [phase, finishClose]);

  // A navigation closes the sidebar.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    if (phase === 'open') setPhase('closing');
  }

  const open = () => {
    window.clearTimeout(cleanupTimer.current);
    dialogRef.current?.showModal();
    setPhase('open');
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input'),
    ).filter((element) => element.offsetParent !== null);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <button
        ref={menuButtonRef}
        type="button"
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-expanded={phase === 'open'}
        onClick={open}
      >
        <Icon name="menu" size={26} />
        <span className="visually-hidden">Open menu</span>
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        data-phase={phase}
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          requestClose();
        }}
        onClose={() => {
          setPhase('closed');
          menuButtonRef.current?.focus();
        }}
        onKeyDown={onKeyDown}
        // A search from the menu: the results are shown under it, so it closes, even on the results page.
        onSubmit={requestClose}
      >
        <div className={styles.overlay} onClick={requestClose} aria-hidden="true" />
        <div
          className={styles.panel}
          onAnimationEnd={(event) => {
            if (event.target === event.currentTarget && phase === 'closing') finishClose();
          }}
        >
          <div className={styles.panelHeader}>
            <h2 id={titleId} className={styles.title}>
              Menu
            </h2>
            <button type="button" className={styles.closeButton} onClick={requestClose}>
              <Icon name="close" size={26} />
              <span className="visually-hidden">Close menu</span>
            </button>
          </div>
          {search}
          <nav aria-label="Mobile">
            <ul className={styles.list}>
              {entries.map((entry) => {
                if (entry.kind === 'link') {
                  return (
                    <li key={entry.item.link}>
                      <Link
                        href={entry.item.link}
                        className={styles.link}
                        aria-current={isActivePath(pathname, entry.item.link) ? 'page' : undefined}
                        onClick={requestClose}
                      >
                        {entry.item.name}
                      </Link>
                    </li>
                  );
                }
                const isExpanded = expanded[entry.name] ?? false;
                const groupId = `${titleId}-${entry.name.replace(/\W+/g, '-').toLowerCase()}`;
                return (
                  <li key={entry.name}>
                    <button
                      type="button"
                      className={styles.link}
                      aria-expanded={isExpanded}
                      aria-controls={groupId}
                      onClick={() => setExpanded((state) => ({ ...state, [entry.name]: !isExpanded }))}
                    >
                      {entry.name}
                      <Icon name={isExpanded ? 'minus' : 'plus'} size={20} />
                    </button>
                    <ul id={groupId} className={styles.subList} hidden={!isExpanded}>
                      {entry.items.map((item) => (
                        <li key={item.link}>
                          <Link
                            href={item.link}
                            className={styles.subLink}
                            aria-current={pathname === item.link ? 'page' : undefined}
                            onClick={requestClose}
                          >
                            {item.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      </dialog>
    </>
  );
}
