import { isInternalRequest } from '@/lib/articles/page-regeneration';
import { revalidateArticlePages } from '@/lib/articles/revalidate';

export const dynamic = 'force-dynamic';

/** The server asking itself to regenerate the pages that show articles (lib/articles/page-regeneration.ts). */
export async function POST(request: Request): Promise<Response> {
  if (!isInternalRequest(request.headers)) {
    return Response.json({ message: 'Not found.' }, { status: 404 });
  }
  revalidateArticlePages();
  return Response.json({ message: 'Article pages will be regenerated.' });
}
