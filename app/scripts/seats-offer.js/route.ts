import { seatsOfferScriptSource } from '@/lib/registrations/seats-offer-script';

/** GET /scripts/seats-offer.js: the seats script of a sold training's page (lib/registrations/seats-offer-script.ts). Its address carries its version. */
export function GET(): Response {
  return new Response(seatsOfferScriptSource, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
