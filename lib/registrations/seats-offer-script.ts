/**
 * The one script a sold training's static page loads for its seats (components/registrations/
 * SeatsOffer.tsx), served at {@link SEATS_OFFER_SCRIPT_PATH} by app/scripts/seats-offer.js/route.ts.
 *
 * Why a script of its own and not a client component: Next loads every client component a
 * route's server components import on every page of the route, rendered or not, so a client
 * component here cost each unsold training's page a script it never ran (docs/registrations.md,
 * "The training's page"). This one is named only in the markup of a sold training's page.
 */
import { createHash } from 'node:crypto';

/** The seats answer as the script reads it (lib/registrations/visitor-json.ts, `SeatsAnswer`). */
type Seats = { sold?: boolean; open?: boolean; full?: boolean; seatsLeft?: number };

/**
 * Fills each `[data-seats-url]` box with the seats figure fetched from its address: "N seats
 * left" and its Register link, "Fully booked" and the link as Join the waitlist, or "closed" and
 * no link. Boxes that appear later (a client-side navigation to another sold training) are
 * filled as they appear. The box's markup is its own (React renders it with
 * `dangerouslySetInnerHTML` and never touches its children), so changing it cannot upset
 * hydration.
 *
 * Sent as its own source text: it must use nothing from outside its body.
 */
export function seatsOfferScript(): void {
  const filled = new WeakSet<Element>();
  const lineOf = (seats: Seats) =>
    !seats.open ? 'Registration has closed: the training has started.' : seats.full ? 'Fully booked' : seats.seatsLeft === 1 ? '1 seat left' : `${seats.seatsLeft} seats left`;
  const fill = (box: Element) => {
    if (filled.has(box)) return;
    filled.add(box);
    fetch(box.getAttribute('data-seats-url') ?? '')
      .then((response) => (response.ok ? (response.json() as Promise<Seats>) : undefined))
      .then((seats) => {
        if (!seats || !seats.sold) return;
        const line = box.querySelector('[data-seats-line]');
        const action = box.querySelector('[data-seats-action]');
        if (line) line.textContent = lineOf(seats);
        if (action && !seats.open) action.remove();
        else if (action && seats.full) action.textContent = 'Join the waitlist';
      })
      .catch(() => undefined);
  };
  const scan = () => document.querySelectorAll('[data-seats-url]').forEach(fill);
  scan();
  new MutationObserver(scan).observe(document.documentElement, { childList: true, subtree: true });
}

/** The script file's text. */
export const seatsOfferScriptSource = `(${seatsOfferScript.toString()})();\n`;

/** Where pages load it; the version changes with its text, so browsers may keep each version for good. */
export const SEATS_OFFER_SCRIPT_PATH = `/scripts/seats-offer.js?v=${createHash('sha256').update(seatsOfferScriptSource).digest('hex').slice(0, 12)}`;
