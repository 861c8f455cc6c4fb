'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** How often the page asks whether the payment has ended. */
const POLL_MS = 2_000;

/**
 * Follows a pending M-Pesa payment on its page: asks the small JSON answer every two seconds
 * and, once the payment has ended, shows the page afresh (the server renders the outcome, and
 * the page's live region announces it). It asks only while the tab is shown: a hidden tab
 * stops, and one shown again asks at once, then every two seconds. Without JavaScript the
 * page's refresh link does the same.
 */
export function PaymentWatcher({ statusUrl, since }: { statusUrl: string; since: string }) {
  const router = useRouter();
  useEffect(() => {
    let ended = false;
    let timer: number | undefined;
    const stop = () => {
      window.clearInterval(timer);
      timer = undefined;
    };
    const ask = () => {
      fetch(statusUrl, { cache: 'no-store' })
        .then((response) => (response.ok ? (response.json() as Promise<{ status: string; payment: string }>) : undefined))
        .then((answer) => {
          if (!ended && answer && `${answer.status}/${answer.payment}` !== since) {
            ended = true;
            stop();
            router.refresh();
          }
        })
        .catch(() => undefined);
    };
    const follow = (askNow: boolean) => {
      stop();
      if (ended || document.visibilityState !== 'visible') return;
      if (askNow) ask();
      timer = window.setInterval(ask, POLL_MS);
    };
    const onVisibility = () => follow(true);
    follow(false);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      ended = true;
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [statusUrl, since, router]);
  return null;
}
