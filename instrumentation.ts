/** Runs once per server start, before the first request (Next's `register()` hook). */
export async function register(): Promise<void> {
  // The database, the mail worker and the response hooks need Node; the edge runtime has none.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NODE_ENV === 'production') {
    const { installHtmlScriptPolicy } = await import('./lib/security/html-script-policy');
    const { installRequestGuard } = await import('./lib/security/request-guard');
    const { installPrecompressedStatic } = await import('./lib/server/precompressed-static');
    const { installUnknownArticleGuard } = await import('./lib/articles/unknown-article-guard');
    // In this order: the guard, installed last, sees each request first; the brotli copies
    // of the build's scripts are answered, and unknown articles sent to the 404 page, after
    // both have seen the request.
    installUnknownArticleGuard();
    installPrecompressedStatic();
    installHtmlScriptPolicy();
    installRequestGuard();
  }
  const { startFormsRuntimeOrExit } = await import('./lib/forms/runtime');
  await startFormsRuntimeOrExit();
}
