import { consentPageRedirect, defaultConsentDeps, handleConsentPost } from '@/lib/forms/consent-post';
import { withRequestLog } from '@/lib/request-log';

export const dynamic = 'force-dynamic';

/** The confirmation page's button: the only request that records consent. */
export const POST = withRequestLog((request: Request) => handleConsentPost(request, 'confirm', defaultConsentDeps()));

/** Opening this address changes nothing: it leads to the page with the button. */
export const GET = withRequestLog((request: Request) => consentPageRedirect(request, 'confirm'));
