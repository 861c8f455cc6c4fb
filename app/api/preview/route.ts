import { draftMode } from 'next/headers';
import { contentStaff } from '@/lib/cms/access';
import { getCms } from '@/lib/cms/runtime';

export const dynamic = 'force-dynamic';

/** A path on this site, and only that: `/kp-trainings/x`, never `//elsewhere` or a full address. */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-/._~%]*$/;

/**
 * "Preview" in the admin: a signed-in content editor sees the page with its drafts (Next's
 * draft mode), and nobody else. `?exit` ends the preview.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const path = url.searchParams.get('path') ?? '/';
  if (!SITE_PATH.test(path)) return Response.json({ message: 'path must be an address on this site, such as /careers.' }, { status: 400 });
  const draft = await draftMode();
  if (url.searchParams.has('exit')) {
    draft.disable();
    return new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });
  }
  const payload = await getCms();
  const { user } = await payload.auth({ headers: request.headers });
  if (!(await contentStaff({ req: { user, payload } as never }))) {
    return Response.json({ message: 'Sign in to the staff admin as an editor to preview drafts.' }, { status: 403 });
  }
  draft.enable();
  return new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });
}
