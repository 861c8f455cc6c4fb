/** Runs once per server start, before the first request (Next's `register()` hook). */
export async function register(): Promise<void> {
  // The database and the mail worker need Node; the edge runtime has neither.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ startFormsRuntime }, { log }] = await Promise.all([import('./lib/forms/runtime'), import('./lib/log')]);
  try {
    await startFormsRuntime();
  } catch (error) {
    // An invalid environment, or another process holding the embedded database: refuse to
    // run rather than serve forms that cannot store anything. One line says what is wrong.
    const message = error instanceof Error ? error.message : String(error);
    const cause = error instanceof Error && error.cause !== undefined ? { cause: error.cause } : {};
    log.error(`[forms] ${message.replace(/:\n\s+/, ': ').replace(/\n\s+/g, '; ')}`, cause);
    process.exit(1);
  }
}
