/** Runs once per server start, before the first request (Next's `register()` hook). */
export async function register(): Promise<void> {
  // The database and the mail worker need Node; the edge runtime has neither.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startFormsRuntime } = await import('./lib/forms/runtime');
  try {
    await startFormsRuntime();
  } catch (error) {
    // An invalid environment, or another process holding the embedded database: refuse to
    // run rather than serve forms that cannot store anything.
    console.error(`[forms] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
