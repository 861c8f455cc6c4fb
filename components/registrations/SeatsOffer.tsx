'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/Button';
import type { SeatsAnswer } from '@/lib/registrations/visitor-json';
import styles from './Registration.module.css';

type Props = {
  /** The JSON of the training's seats (`/api/trainings/<id>/seats`). */
  seatsUrl: string;
  /** The registration form's page. */
  registerHref: string;
};

/**
 * A sold training's Register button on its static page, with the seats figure fetched once the
 * page is shown: "N seats left" and Register, "Fully booked" and Join the waitlist, or "closed".
 * Without JavaScript (or while the figure loads, or if it cannot be had) it is the Register
 * button alone; the form's page says when the training is full.
 */
export function SeatsOffer({ seatsUrl, registerHref }: Props) {
  const [seats, setSeats] = useState<SeatsAnswer | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    fetch(seatsUrl, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<SeatsAnswer>) : undefined))
      .then((answer) => setSeats(answer))
      .catch(() => undefined);
    return () => controller.abort();
  }, [seatsUrl]);

  const sold = seats?.sold ? seats : undefined;
  let line = '';
  if (sold && !sold.open) line = 'Registration has closed: the training has started.';
  else if (sold?.full) line = 'Fully booked';
  else if (sold) line = sold.seatsLeft === 1 ? '1 seat left' : `${sold.seatsLeft} seats left`;
  return (
    <>
      <p className={styles.seats} role="status" data-testid="seats-left">
        {line}
      </p>
      {sold && !sold.open ? null : sold?.full ? (
        <Button href={registerHref} variant="onDark">
          Join the waitlist
        </Button>
      ) : (
        <Button href={registerHref} variant="onDark">
          Register
        </Button>
      )}
    </>
  );
}
