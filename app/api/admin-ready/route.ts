import { isInternalRequest } from '@/lib/server/loopback';
import { getCms } from '@/lib/cms/runtime';

export const dynamic = 'force-dynamic';

/**
 * The server asking itself, before it listens, to make the staff admin ready: its secret, its
 * migrations, its first content (lib/cms/runtime.ts). Payload runs inside Next's bundle, so
 * the start asks Next rather than loading a second copy. Loopback listener only, like the
 * regeneration route; the public server answers this address with the site's 404 page.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isInternalRequest(request.headers)) {
    return Response.json({ message: 'Not found.' }, { status: 404 });
  }
  await getCms();
  return new Response(null, { status: 204 });
}
