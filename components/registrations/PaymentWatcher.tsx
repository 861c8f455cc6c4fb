'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** How often the page asks whether the payment has ended. */
const POLL_MS = 2_000;

/**
 * Follows a pending M-Pesa payment on its page: asks the small JSON answer every two seconds
 * and, once the payment has ended, shows the page afresh (the server renders the outcome).
 * Without JavaScript the page's refresh link does the same.
 */
export function PaymentWatcher({ statusUrl, since }: { statusUrl: string; since: string }) {
  const router = useRouter();
  useEffect(() => {
    let stopped = false;
    const timer = window.setInterval(() => {
      fetch(statusUrl, { cache: 'no-store' })
        .then((response) => (response.ok ? (response.json() as Promise<{ status: string; payment: string }>) : undefined))
        .then((answer) => {
          if (!stopped && answer && `${answer.status}/${answer.payment}` !== since) {
            stopped = true;
            window.clearInterval(timer);
            router.refresh();
          }
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [statusUrl, since, router]);
  return null;
}
