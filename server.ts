/**
 * The site's server: Next's request handler behind a pipeline of our own (Next's documented
 * custom server). This file reads top to bottom as what happens to every request, then how
 * the server starts and how it stops. docs/pipeline.md explains each stage and why it exists.
 *
 *   npm start      NODE_ENV=production, the build in `.next` (or NEXT_DIST_DIR): this file as
 *                  `npm run build` compiled it (`<build>/server.mjs`), on a bounded heap
 *   npm run dev    development, through tsx: hot reload and the looser script policy Next's dev runtime needs
 *
 * Listens on HOST (default 127.0.0.1) and PORT (default 3000).
 */
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import next from 'next';
import { heldArticleSlugs, mirrorHoldsArticle } from './lib/articles/runtime';
import { keepLastGoodCopiesIn, lastGoodFolder } from './lib/cms/last-good';
import { adminHasSlug } from './lib/cms/slug-lookup';
import { provideAdminSecret } from './lib/cms/secret';
import { closeCms, settleContentChanges } from './lib/cms/state';
import { getServerConfig, type ServerConfig } from './lib/config';
import { closeDatabase, getDatabase } from './lib/db/client';
import { CLIENT_ADDRESS_HEADER, clientAddress as resolveClientAddress } from './lib/server/client-address';
import { trustsAnyProxy } from './lib/server/trust-proxy';
import { pathOf, withDotSegmentsResolved } from './lib/http';
import { log } from './lib/log';
import { holdHtmlForScriptPolicy } from './lib/security/html-script-policy';
import { setSecurityHeaders } from './lib/security/headers';
import { answerRefusal, isPagePost, readFormPostBody, refusalBeforeBody, unreadableFormPost, guardMessages } from './lib/security/request-guard';
import { startBackgroundJobs, stopBackgroundJobs } from './lib/server/background-jobs';
import { requestWithBody } from './lib/server/buffered-request';
import { isDirectLocalRequest, LOCAL_REQUEST_HEADER, localRequestStamp } from './lib/server/local-request';
import { markStopping } from './lib/server/lifecycle';
import { prepareAdminHere, publicAddressOf, regenerateArticlePagesHere, regenerateContentPagesHere, setInternalPort } from './lib/server/loopback';
import { distDirOf, provideNextConfig } from './lib/server/next-config-at-start';
import { answerFromPageCache } from './lib/server/page-cache';
import { precompressedStaticHandler } from './lib/server/precompressed-static';
import { knowsSlugFrom, unknownSlugRewrite } from './lib/server/unknown-slug-guard';

const dev = process.argv.includes('--dev');
const { port, hostname } = listenAddressOrExit();
const config = configOrExit();

// ─── The request pipeline ───────────────────────────────────────────────────────────────

const server = http.createServer((request, response) => void handleRequest(request, response, 'public'));
/** Loopback only, on a port of its own: the server's requests to itself (lib/server/loopback.ts). */
const internalServer = http.createServer((request, response) => void handleRequest(request, response, 'internal'));
// In production Next takes the build's configuration as it is, instead of compiling next.config.ts.
if (!dev) {
  try {
    provideNextConfig();
  } catch (error) {
    exitAtStart(`Cannot read the build's configuration (run \`npm run build\`): ${(error as Error).message}`);
  }
}
const app = next({ dev, hostname, port, httpServer: server });
const nextHandler = app.getRequestHandler();
const precompressedCopies = dev ? () => false : precompressedStaticHandler(path.join(distDirOf(), 'static'));

/** Every request passes these stages in order; a stage that answers the request ends it. */
async function handleRequest(incoming: http.IncomingMessage, response: http.ServerResponse, listener: 'public' | 'internal'): Promise<void> {
  trackInFlight(response);
  try {
    stampClientAddress(incoming);
    const request = await guardRequest(incoming, response);
    if (!request) return;
    if (servePrecompressedCopy(request, response)) return;
    // The internal route exists on the loopback listener only; publicly it is the 404 page.
    if (listener === 'public') request.url = publicAddressOf(request.url ?? '/');
    await routeUnknownSlug(request);
    if (serveKeptPage(request, response)) return;
    setSecurityHeadersAndScriptPolicy(request, response);
    await nextHandler(request, response);
  } catch (error) {
    answerServerError(incoming, response, error);
  }
}

/**
 * 1. Client address: who sent the request, for the rate limit (the TCP peer, or behind a
 * trusted proxy the address it forwards), stamped on the request for the forms to read; and
 * whether it came straight from this machine, not through a proxy, for `/healthz`'s details.
 */
function stampClientAddress(request: http.IncomingMessage): void {
  const forwardedFor = request.headers['x-forwarded-for'];
  request.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(
    { forwardedFor: Array.isArray(forwardedFor) ? forwardedFor.join(', ') : forwardedFor, socketAddress: request.socket.remoteAddress },
    config.TRUST_PROXY,
  );
  request.headers[LOCAL_REQUEST_HEADER] = localRequestStamp(isDirectLocalRequest(request.socket.remoteAddress, request.headers));
}

/**
 * 2. Request guard: malformed requests Next would answer with 500 get a precise 4xx; dot
 * segments in the path are resolved as Next resolves them. A post to a page is read here to
 * be checked, and handed on as a copy with the same body. Returns the request to carry on
 * with, or nothing when it was answered.
 */
async function guardRequest(request: http.IncomingMessage, response: http.ServerResponse): Promise<http.IncomingMessage | undefined> {
  const refused = refusalBeforeBody(request, { siteUrl: config.SITE_URL, trustProxy: trustsAnyProxy(config.TRUST_PROXY) });
  if (refused) {
    log.warn(`[guard] refused: ${refused.reason}`, { path: pathOf(request.url), status: refused.status });
    const bodyFollows = request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined;
    answerRefusal(response, refused, { keepAlive: !bodyFollows });
    request.resume(); // an unread body is discarded, not buffered
    return undefined;
  }
  // From here on every stage, and Next, sees one spelling of the path (`/a/./b` is `/a/b`).
  request.url = withDotSegmentsResolved(request.url ?? '/');
  if (!isPagePost(request)) return request;
  const read = await readFormPostBody(request);
  if (!read.ok) {
    if ('aborted' in read) return undefined; // the client went away mid-body: nobody to answer
    answerRefusal(response, read.refusal, { keepAlive: false });
    return undefined;
  }
  const unreadable = await unreadableFormPost(request.headers, read.body);
  if (unreadable) {
    log.warn(`[guard] refused a form post Next could not read: ${unreadable}`, { path: pathOf(request.url) });
    answerRefusal(response, { status: 400, message: guardMessages.unreadable, reason: unreadable }, { keepAlive: true });
    return undefined;
  }
  return requestWithBody(request, read.body);
}

/** 3. Precompressed static files: the build's brotli copies, to browsers that take brotli. */
function servePrecompressedCopy(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  return precompressedCopies(request, response);
}

/**
 * 4. Unknown slug: the address of an article, a team member, a service, a training (or its
 * registration form) or a newsletter that nothing has (the blog's mirror, the admin's documents,
 * drafts included, the sent campaigns) is answered with the 404 page from the build, so Next
 * never renders and stores a page per address a crawler tries. While the database cannot be
 * asked, the request goes on to Next (lib/server/unknown-slug-guard.ts).
 */
const knowsSlug = knowsSlugFrom({
  heldArticles: heldArticleSlugs,
  inMirror: mirrorHoldsArticle,
  inAdmin: async (kind, slug) => adminHasSlug((await getDatabase()).sql, kind, slug),
});

async function routeUnknownSlug(request: http.IncomingMessage): Promise<void> {
  const rewritten = await unknownSlugRewrite(request.method, request.url ?? '', knowsSlug);
  if (rewritten !== null) request.url = rewritten;
}

/**
 * 5. Page cache: a page read with a query string that everyone gets alike for the day (the tax
 * calendar and its filters, its feeds, the calculator, the articles listing's pages) is sent as
 * it was last rendered; otherwise its answer is kept once sent (lib/server/page-cache.ts).
 */
function serveKeptPage(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  // In development every request renders, so an edit shows at once.
  return !dev && answerFromPageCache(request, response);
}

/**
 * 6. Security headers and script policy: every answer carries the security headers; an HTML
 * page's policy names the hashes of its own framework scripts (in development, the looser
 * policy Next's development runtime needs).
 */
function setSecurityHeadersAndScriptPolicy(request: http.IncomingMessage, response: http.ServerResponse): void {
  setSecurityHeaders(response, { development: dev });
  if (!dev) holdHtmlForScriptPolicy(request, response);
}

// 7. Next: `nextHandler`, above.

/** A stage failed: a logged 500, never a hung request. */
function answerServerError(request: http.IncomingMessage, response: http.ServerResponse, error: unknown): void {
  log.error('[http] the request pipeline failed', { method: request.method, path: pathOf(request.url), error });
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.statusCode = 500;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end('Internal server error.\n');
}

// ─── Starting ───────────────────────────────────────────────────────────────────────────

/** The start, in order: database, Next, the staff admin, background jobs, then requests. */
async function start(): Promise<void> {
  // Before anything reads the admin's content: what it reads is kept there, and read there when the database is not.
  keepLastGoodCopiesIn(lastGoodFolder(config.DATA_DIR));
  await openDatabaseOrExit();
  await app.prepare();
  await listenInternally();
  await prepareAdminOrExit();
  await regenerateContentPagesAtStart();
  // Before the first visitor: the mirror holds the configured blog only, and the pages the
  // build made (which hold no blog) are regenerated from it.
  await startBackgroundJobs({
    regenerateArticlePages: regenerateArticlePagesHere,
    regenerateContentPages: regenerateContentPagesHere,
    onContentChange: regenerateContentChangedOutsideThisRequest,
  });
  await listen();
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    // Kept (not `once`): a second signal, as shells send on Ctrl-C, must not cut the stop short.
    process.on(signal, () => void stop(signal));
  }
}

/** PORT and HOST, checked: a bad value stops the start with one line naming it. */
function listenAddressOrExit(): { port: number; hostname: string } {
  const rawPort = process.env.PORT?.trim() || '3000';
  const portNumber = Number(rawPort);
  const hostname = process.env.HOST?.trim() || '127.0.0.1';
  if (!/^\d+$/.test(rawPort) || portNumber > 65_535) exitAtStart('Invalid configuration: PORT: must be a port number (0 to 65535)');
  return { port: portNumber, hostname };
}

/**
 * The environment, checked: a bad variable, a deployed site without SMTP_URL or a DKIM key
 * that cannot sign stops the start with one line naming it (docs/production.md).
 */
function configOrExit(): ServerConfig {
  try {
    return getServerConfig();
  } catch (error) {
    exitAtStart((error as Error).message.replace(/:\n\s+/, ': ').replace(/\n\s+/g, '; '));
  }
}

/**
 * Opens (and migrates) the database. The embedded database must be up before the site
 * listens: a failure to start it (another process runs it, its data could not be imported)
 * stops the start. A PostgreSQL server of the firm's own that cannot be reached (still
 * booting) is logged and the site starts anyway: pages serve, forms answer 503, and the mail
 * worker keeps trying until it is back.
 */
async function openDatabaseOrExit(): Promise<void> {
  try {
    // The staff admin's configuration reads its secret when Next first loads it (lib/cms/secret.ts).
    await provideAdminSecret((await getDatabase()).db);
  } catch (error) {
    if (!config.DATABASE_URL) exitAtStart(messageChain(error));
    log.error('[server] the database is not reachable yet: forms will answer 503 until it is', { error });
  }
}

/** An error and its causes on one line. */
function messageChain(error: unknown): string {
  const messages: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause) messages.push(current.message.replace(/\n\s*/g, ' | '));
  return messages.join(': ');
}

function listen(): Promise<void> {
  return new Promise((resolve) => {
    server.once('error', (error) => exitAtStart(`Could not listen on ${hostname}:${port}: ${error.message}`));
    server.listen(port, hostname, () => {
      log.info(`[server] ready on http://${hostname}:${port}`, { mode: dev ? 'development' : 'production' });
      resolve();
    });
  });
}

function listenInternally(): Promise<void> {
  return new Promise((resolve) => {
    internalServer.once('error', (error) => exitAtStart(`Could not listen on a loopback port: ${error.message}`));
    internalServer.listen(0, '127.0.0.1', () => {
      setInternalPort((internalServer.address() as net.AddressInfo).port);
      resolve();
    });
  });
}

/**
 * Makes the staff admin ready before the first visitor (lib/cms/runtime.ts): its secret, its
 * migrations under the site's migration lock, its first content. Payload lives in Next's
 * bundle, so the server asks Next, on its loopback port, as for regeneration. On the embedded
 * database a failure stops the start; a server of the firm's own that is not reachable yet is
 * logged, and the admin is made ready when it is first used.
 */
async function prepareAdminOrExit(): Promise<void> {
  let failure: string | undefined;
  try {
    await prepareAdminHere();
  } catch (error) {
    failure = `making the staff admin ready failed: ${messageChain(error)}`;
  }
  if (failure === undefined) return;
  if (!config.DATABASE_URL) exitAtStart(failure);
  log.error(`[server] ${failure}; it is tried again when the admin is first used`);
}

/**
 * The pages the build made from the seed, and the search index, regenerated before the first
 * visitor (lib/cms/regenerate-pages.ts): from the database's content, or, with the database not
 * reachable, from the last good copy this installation kept (lib/cms/last-good.ts), so the
 * build's pages never show the seed to visitors once the firm has content of its own.
 */
async function regenerateContentPagesAtStart(): Promise<void> {
  try {
    await regenerateContentPagesHere({ everything: true });
  } catch (error) {
    log.error(`[server] regenerating the content pages failed: ${messageChain(error)}; the build's pages serve until the next change`);
  }
}

/**
 * A content change was committed on another instance, or here outside a request (Payload's job
 * runner): this one regenerates the pages its signal names. The route checks the plan.
 */
async function regenerateContentChangedOutsideThisRequest(plan: unknown): Promise<void> {
  await regenerateContentPagesHere({ signalled: plan }).catch((error: unknown) =>
    log.error('[admin] regenerating the pages of a signalled content change failed', { error }),
  );
}

function exitAtStart(message: string): never {
  log.error(`[server] ${message}`);
  process.exit(1);
}

// ─── Stopping ───────────────────────────────────────────────────────────────────────────

/** Quiet time with nothing in flight before idle connections are closed. */
const QUIET_MS = 300;
/** Longest wait for requests in flight. */
const DRAIN_MAX_MS = 6_000;
/** The process ends by this time after the signal, whatever is still running. */
const HARD_DEADLINE_MS = 9_000;

let inFlight = 0;
let lastActivity = 0;
let stopping = false;

function trackInFlight(response: http.ServerResponse): void {
  inFlight += 1;
  lastActivity = Date.now();
  // While stopping, every answer closes its connection, so clients open no new requests on it.
  if (stopping) response.shouldKeepAlive = false;
  response.once('close', () => {
    inFlight -= 1;
    lastActivity = Date.now();
  });
}

/**
 * The stop, in order: no new connections, the requests in flight answered, the admin's saves
 * regenerated, the background jobs stopped, the database closed, exit 0.
 */
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  markStopping();
  const started = Date.now();
  log.info(`[server] ${signal}: stopping`, { inFlight });
  setTimeout(() => {
    log.error('[server] still stopping at the deadline; exiting now', { ms: Date.now() - started });
    process.exit(1);
  }, HARD_DEADLINE_MS).unref();

  const closed = await stopAcceptingConnections(started);
  await finishRequestsInFlight(started);
  // A save answered just now still regenerates its pages (through the internal listener) and tells the other instances.
  await settleContentChanges();
  await stopBackgroundJobs();
  internalServer.close();
  await app.close();
  await closeCms();
  await closeDatabase();
  await closed;
  log.info('[server] stopped', { ms: Date.now() - started });
  process.exit(0);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * 1. Stop accepting connections. Closing the listening socket at once would reset the
 * connections the kernel has already queued for it, whose requests are on their way; so the
 * server first takes those in (every answer now closes its connection) until no request has
 * been in flight for a quiet spell, then closes the listening socket alone. Node's public
 * `http.Server.close()` cannot do that alone: it also drops the idle keep-alive connections,
 * on which a client may be sending its next request at that moment. So the close of
 * `net.Server` (which `http.Server.close` calls after dropping them) is called directly; the
 * idle connections are closed in step 2, once no request is in flight. Resolves, once listening has
 * stopped, with a promise that settles when the last connection has closed.
 */
async function stopAcceptingConnections(started: number): Promise<Promise<void>> {
  while (Date.now() - lastActivity < QUIET_MS || inFlight > 0) {
    if (Date.now() - started > DRAIN_MAX_MS) break;
    await sleep(50);
  }
  return new Promise((resolve) => net.Server.prototype.close.call(server, () => resolve()));
}

/** 2. Finish the requests in flight, then close the connections left idle (all of them after the drain period). */
async function finishRequestsInFlight(started: number): Promise<void> {
  while (inFlight > 0) {
    if (Date.now() - started > DRAIN_MAX_MS) {
      log.warn('[server] requests still in flight after the drain period; closing their connections', { inFlight });
      server.closeAllConnections();
      return;
    }
    await sleep(50);
  }
  server.closeIdleConnections();
}

// ─── Run ────────────────────────────────────────────────────────────────────────────────

await start();
