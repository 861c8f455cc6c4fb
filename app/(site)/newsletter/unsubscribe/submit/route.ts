import { consentPageRedirect, defaultConsentDeps, handleConsentPost } from '@/lib/forms/consent-post';
import { withRequestLog } from '@/lib/request-log';

export const dynamic = 'force-dynamic';

/** The unsubscribe page's button, and the RFC 8058 one-click address of `List-Unsubscribe`. */
export const POST = withRequestLog((request: Request) => handleConsentPost(request, 'unsubscribe', defaultConsentDeps()));

/** Opening this address changes nothing: it leads to the page with the button. */
export const GET = withRequestLog((request: Request) => consentPageRedirect(request, 'unsubscribe'));
