/** Runs once per server start, before the first request (Next's `register()` hook). */
export async function register(): Promise<void> {
  // The database and the mail worker need Node; the edge runtime has neither.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startFormsRuntimeOrExit } = await import('./lib/forms/runtime');
  await startFormsRuntimeOrExit();
}
