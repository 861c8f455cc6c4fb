/**
 * What a call of the articles webhook names (docs/articles.md): a post, by its WordPress id,
 * in a JSON body (`{"id": 123}`) or a form body (`id=123`), as a WordPress save or trash hook
 * sends it; or nothing (an empty body), which asks for the whole blog to be reconciled.
 */

/** A webhook body is a few bytes; anything larger is not one. */
export const MAX_WEBHOOK_BODY_BYTES = 4_096;

export type WebhookRequest = { ok: true; postId?: number } | { ok: false; message: string };

const INVALID = 'The body must be empty, or name one post: {"id": <a WordPress post id>} or id=<id>.';

/** The post a webhook body names; an empty body names none. */
export function parseWebhookBody(contentType: string | null, body: string): WebhookRequest {
  if (body.trim() === '') return { ok: true };
  let id: unknown;
  if ((contentType ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    const given = new URLSearchParams(body).get('id');
    id = given !== null && /^\d{1,15}$/.test(given) ? Number(given) : given;
  } else {
    try {
      const value: unknown = JSON.parse(body);
      id = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as { id?: unknown }).id : undefined;
    } catch {
      return { ok: false, message: INVALID };
    }
  }
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return { ok: false, message: INVALID };
  return { ok: true, postId: id };
}
