'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { SubscribeForm } from '@/components/forms/SubscribeForm';
import { Icon } from '@/components/ui/Icon';
import styles from './NewsletterPopup.module.css';

/** docs/site.md: shown 10 s after an article opens; once closed, not again for 30 days. */
export const POPUP_DELAY_MS = 10_000;
export const POPUP_SNOOZE_MS = 30 * 24 * 60 * 60 * 1000;
const STORAGE_KEY = 'kp:newsletter-popup-closed-at';

function recentlyClosed(now: number): boolean {
  try {
    const closedAt = Number(window.localStorage.getItem(STORAGE_KEY));
    return Number.isFinite(closedAt) && closedAt > 0 && now - closedAt < POPUP_SNOOZE_MS;
  } catch {
    // Storage can be unavailable (private modes, blocked cookies): then just show it.
    return false;
  }
}

/** The mailing-list invitation on article pages: a non-modal, labelled dialog. */
export function NewsletterPopup({ contactEmail }: { /** The firm's email as staff set it in the admin. */ contactEmail: string }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (recentlyClosed(Date.now())) return;
    const timer = window.setTimeout(() => setOpen(true), POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // Before the dialog is painted, not after: an Escape pressed the moment it shows must close
  // it (with useEffect the listener came a frame late, and a busy phone lost that key).
  useLayoutEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  function close() {
    setOpen(false);
    try {
      window.localStorage.setItem(STORAGE_KEY, String(Date.now()));
    } catch {
      // Not remembered; it will show again on the next article.
    }
  }

  if (!open) return null;
  return (
    <div role="dialog" aria-labelledby={titleId} className={styles.popup}>
      <button ref={closeRef} type="button" className={styles.close} onClick={close}>
        <Icon name="close" size={20} />
        <span className="visually-hidden">Close</span>
      </button>
      <h2 id={titleId} className={styles.title}>
        Enjoying this article?
      </h2>
      <p className={styles.text}>Get our latest insights on tax, audit and business in your inbox.</p>
      <SubscribeForm variant="popup" contactEmail={contactEmail} />
    </div>
  );
}
