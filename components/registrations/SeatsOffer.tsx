import { buttonClassName } from '@/components/ui/Button';
import { escapeHtml } from '@/lib/mail/escape';
import { SEATS_OFFER_SCRIPT_PATH } from '@/lib/registrations/seats-offer-script';
import styles from './Registration.module.css';

type Props = {
  /** The JSON of the training's seats (`/api/trainings/<id>/seats`). */
  seatsUrl: string;
  /** The registration form's page. */
  registerHref: string;
};

/**
 * A sold training's Register link on its static page, and the seats figure the page's one
 * script fills in once the page is shown (lib/registrations/seats-offer-script.ts): "N seats
 * left" and Register, "Fully booked" and Join the waitlist, or "closed". A server component:
 * only a sold training's page names the script, so an unsold one loads none. Without
 * JavaScript (or while the figure loads, or if it cannot be had) it is the Register link alone;
 * the form's page says when the training is full.
 */
export function SeatsOffer({ seatsUrl, registerHref }: Props) {
  // The script's to change: React renders it once and never looks inside.
  const markup =
    `<p class="${styles.seats}" role="status" data-testid="seats-left" data-seats-line></p>` +
    `<a class="${buttonClassName('onDark')}" href="${escapeHtml(registerHref)}" data-seats-action>Register</a>`;
  return (
    <>
      <div className={styles.seatsOffer} data-seats-url={seatsUrl} dangerouslySetInnerHTML={{ __html: markup }} />
      <script src={SEATS_OFFER_SCRIPT_PATH} async />
    </>
  );
}
