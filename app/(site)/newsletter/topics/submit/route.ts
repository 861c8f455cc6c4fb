import { defaultConsentDeps } from '@/lib/forms/consent-post';
import { handleTopicsPost, topicsPageRedirect } from '@/lib/forms/topics-post';
import { withRequestLog } from '@/lib/request-log';

export const dynamic = 'force-dynamic';

/** The topics page's form: saves the ticked topics and comes back to the page. */
export const POST = withRequestLog((request: Request) => handleTopicsPost(request, defaultConsentDeps()));

/** Opening this address changes nothing: it leads to the page with the form. */
export const GET = withRequestLog((request: Request) => topicsPageRedirect(request));
