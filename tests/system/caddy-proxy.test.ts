/**
 * The production recipe, run: Caddy with `deploy/Caddyfile` (that very file, under test-only
 * global options: Caddy's internal CA, high ports, no admin endpoint, a temporary data
 * folder) in front of the built site started as production starts it, with TRUST_PROXY=1.
 * The test trusts Caddy's root certificate rather than turning verification off.
 *
 * It checks the HTTPS answer, the redirect from HTTP, HSTS and the security headers,
 * compression, that the rate limit counts the real client and not a forged
 * X-Forwarded-For, that /healthz gives a visitor the status alone and the token holder the
 * details, the newsletter links over HTTPS (opening them changes nothing, the RFC 8058
 * one-click POST unsubscribes, a cross-site post is refused), that the access log keeps no
 * consent token (not in the query, a Referer or a redirect's Location), and scans the site
 * through the proxy with the MDN HTTP Observatory, which must grade it A+.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireBuiltSite } from '../support/built-site';
import { mailHeader, quotedPrintableBody } from '../support/mail-headers';
import { startSite, type SiteProcess } from '../support/next-server';

const CADDY = '/usr/bin/caddy';
const SITE_PORT = 3581;
const HTTP_PORT = 3580;
const HTTPS_PORT = 3543;
const ORIGIN = `https://localhost:${HTTPS_PORT}`;
const RATE_LIMIT = 3;
const HEALTH_TOKEN = 'monitoring-token-through-caddy-0123';

let root: string;
let site: SiteProcess;
let caddy: ChildProcess;
let caddyOutput = '';
let ca: Buffer;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string };

type RequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The address the request leaves from: another loopback address is another client. */
  from?: string;
  /** The name the client asks for (SNI and Host); `localhost` unless given. */
  host?: string;
};

/** One request over HTTPS to Caddy, verifying its certificate against Caddy's root. */
function httpsRequest(pathname: string, { method = 'GET', headers = {}, body, from, host = 'localhost' }: RequestOptions = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port: HTTPS_PORT,
        path: pathname,
        method,
        ca,
        servername: host,
        localAddress: from,
        headers: { host: `${host}:${HTTPS_PORT}`, ...headers },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: bytes, text: bytes.toString('utf8') });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function httpRequest(pathname: string) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: HTTP_PORT, path: pathname, headers: { host: `localhost:${HTTP_PORT}` }, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: bytes, text: bytes.toString('utf8') });
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

const subscribe = (email: string, options: RequestOptions = {}) =>
  httpsRequest('/php_stuff/subscribers.php', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...options.headers },
    body: JSON.stringify({ form_data: { email } }),
    from: options.from,
  });

async function startCaddy(): Promise<void> {
  if (!existsSync(CADDY)) {
    throw new Error(`${CADDY} is missing: install Debian's caddy package (apt-get install -y caddy), as .ci/run does`);
  }
  const storage = path.join(root, 'caddy-data');
  const config = path.join(root, 'Caddyfile');
  // Test-only global options, then the production site blocks exactly as shipped.
  writeFileSync(
    config,
    [
      '{',
      '\tadmin off',
      '\tlocal_certs',
      '\tskip_install_trust',
      `\thttp_port ${HTTP_PORT}`,
      `\tstorage file_system ${storage}`,
      '}',
      `import ${path.resolve('deploy/Caddyfile')}`,
      '',
    ].join('\n'),
  );
  caddy = spawn(CADDY, ['run', '--config', config, '--adapter', 'caddyfile'], {
    env: {
      NODE_ENV: 'production',
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: root,
      XDG_DATA_HOME: path.join(root, 'xdg-data'),
      XDG_CONFIG_HOME: path.join(root, 'xdg-config'),
      // The port in the site addresses, not as `https_port`: Caddy's redirect from HTTP names
      // the port only when it is not the one it takes for the standard HTTPS port.
      SITE_DOMAIN: `localhost:${HTTPS_PORT}`,
      SITE_APEX: `apex.localhost:${HTTPS_PORT}`,
      SITE_UPSTREAM: `127.0.0.1:${SITE_PORT}`,
      SITE_LOG: path.join(root, 'access.log'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  caddy.stdout?.on('data', (chunk: Buffer) => (caddyOutput += chunk.toString()));
  caddy.stderr?.on('data', (chunk: Buffer) => (caddyOutput += chunk.toString()));
  const rootCert = path.join(storage, 'pki', 'authorities', 'local', 'root.crt');
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (caddy.exitCode !== null) throw new Error(`caddy exited (${caddy.exitCode}):\n${caddyOutput}`);
    if (existsSync(rootCert)) {
      ca = readFileSync(rootCert);
      try {
        if ((await httpsRequest('/robots.txt')).status === 200) return;
      } catch {
        // Not serving yet (the certificate is being issued).
      }
    }
    if (Date.now() > deadline) throw new Error(`caddy did not serve HTTPS within 60 s:\n${caddyOutput}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  const dist = requireBuiltSite();
  root = mkdtempSync(path.join(os.tmpdir(), 'caddy-proxy-'));
  site = await startSite(dist, SITE_PORT, {
    DATA_DIR: path.join(root, 'site-data'),
    SITE_URL: ORIGIN,
    TRUST_PROXY: '1',
    HEALTH_TOKEN,
    FORM_RATE_LIMIT: String(RATE_LIMIT),
    SMTP_URL: '',
    DATABASE_URL: '',
  });
  await startCaddy();
});

afterAll(async () => {
  if (caddy && caddy.exitCode === null) {
    const exited = once(caddy, 'exit');
    caddy.kill('SIGTERM');
    await exited;
  }
  await site?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('behind Caddy', () => {
  it('answers over HTTPS with HSTS and the security headers, and no Server header', async () => {
    const answer = await httpsRequest('/');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.text).toContain('Kilele Partners');
    expect(answer.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['permissions-policy']).toContain('camera=()');
    const policy = String(answer.headers['content-security-policy']);
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(answer.headers.server).toBeUndefined();
    expect(answer.headers['x-powered-by']).toBeUndefined();
  });

  it('redirects HTTP to HTTPS, path and query kept, and the bare domain to the canonical one', async () => {
    const plain = await httpRequest('/contact-us?from=plain-http');
    expect(plain.status).toBe(308);
    expect(plain.headers.location).toBe(`https://localhost:${HTTPS_PORT}/contact-us?from=plain-http`);
    const apex = await httpsRequest('/team?x=1', { host: 'apex.localhost' });
    expect(apex.status).toBe(301);
    expect(apex.headers.location).toBe(`https://localhost:${HTTPS_PORT}/team?x=1`);
  });

  it('compresses what the site sends uncompressed', async () => {
    // The site gzips what it sends when asked for gzip; asked only for zstd, Caddy does it.
    const answer = await httpsRequest('/privacy-policy', { headers: { 'accept-encoding': 'zstd' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('zstd');
    // A zstd frame (RFC 8878 §3.1.1 magic number); Node 20 has no zstd decoder to go further.
    expect(answer.body.subarray(0, 4).toString('hex')).toBe('28b52ffd');
    const plain = await httpsRequest('/privacy-policy', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toContain('How long we keep it');
    expect(answer.body.length).toBeLessThan(plain.body.length / 2);
  });

  it('counts the rate limit on the real client, whatever X-Forwarded-For it forges', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 2; i += 1) {
      const answer = await subscribe(`forger${i}@example.com`, { headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Another client (another loopback address) still has its own allowance.
    expect((await subscribe('neighbour@example.com', { from: '127.0.0.2' })).status).toBe(200);
    // The proxy's access log shows the forged header arrived, and the site ignored it.
    const log = readFileSync(path.join(root, 'access.log'), 'utf8');
    expect(log).toContain('198.51.100.1');
  });

  it('over HTTPS, opening the newsletter links changes nothing and the one-click POST unsubscribes', async () => {
    const email = 'one-click@example.com';
    expect((await subscribe(email, { from: '127.0.0.3' })).status).toBe(200);
    const mailDir = path.join(root, 'site-data', 'mail');
    let raw = '';
    const deadline = Date.now() + 20_000;
    while (!raw.includes(`To: ${email}`)) {
      if (Date.now() > deadline) throw new Error(`no confirmation mail for ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      raw = existsSync(mailDir)
        ? readdirSync(mailDir)
            .filter((name) => name.endsWith('.eml'))
            .map((name) => readFileSync(path.join(mailDir, name), 'utf8'))
            .find((text) => text.includes(`To: ${email}`)) ?? ''
        : '';
    }
    const confirm = new RegExp(`${ORIGIN}(/newsletter/confirm\\?token=[\\w-]{43})`).exec(quotedPrintableBody(raw))?.[1];
    const oneClick = new RegExp(`^<${ORIGIN}(/newsletter/unsubscribe/submit\\?token=[\\w-]{43})>$`).exec(mailHeader(raw, 'List-Unsubscribe') ?? '')?.[1];
    expect(mailHeader(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    if (!confirm || !oneClick) throw new Error(`links missing from:\n${raw}`);
    const unsubscribePage = oneClick.replace('/unsubscribe/submit?', '/unsubscribe?');

    // A scanner opens everything, twice.
    for (let i = 0; i < 2; i += 1) {
      const page = await httpsRequest(confirm);
      expect(page.status).toBe(200);
      expect(page.text).toContain('Confirm your subscription');
      expect(page.text).toContain('>Confirm my subscription</button>');
      const opened = await httpsRequest(oneClick);
      expect(opened.status).toBe(303);
      expect(opened.headers.location).toBe(unsubscribePage);
      expect((await httpsRequest(unsubscribePage)).text).toContain('>Unsubscribe</button>');
    }

    // The page's button, as a browser on the site posts it through the proxy.
    const token = confirm.split('token=')[1] ?? '';
    const pressed = await httpsRequest(`/newsletter/confirm/submit?token=${token}`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${token}`,
    });
    expect(pressed.status).toBe(303);
    expect(pressed.headers.location).toBe(`${confirm}&done=1`);
    expect((await httpsRequest(`${confirm}&done=1`)).text).toContain('Your subscription is confirmed');

    // A cross-site browser post is refused; the mail provider's one-click post is not.
    const crossSite = await httpsRequest(oneClick, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(crossSite.status).toBe(403);
    expect((await httpsRequest(unsubscribePage)).text).toContain('>Unsubscribe</button>');

    const oneClickPost = await httpsRequest(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClickPost.status).toBe(200);
    expect(oneClickPost.text).toBe('You have been unsubscribed. We will not send newsletters to this address any more.\n');
    expect((await httpsRequest(unsubscribePage)).text).toContain('You are already unsubscribed');
    expect((await httpsRequest(confirm)).text).toContain('This confirmation link is not valid');
  });

  it('answers /healthz through the proxy with the status alone, and the details to the token holder', async () => {
    // Caddy connects from loopback, but says whom it forwards for: the client is a visitor.
    const visitor = await httpsRequest('/healthz');
    expect(visitor.status).toBe(200);
    expect(JSON.parse(visitor.text)).toEqual({ ok: true, draining: false });
    const monitoring = await httpsRequest('/healthz?check=token', { headers: { authorization: `Bearer ${HEALTH_TOKEN}` } });
    expect(JSON.parse(monitoring.text)).toMatchObject({ ok: true, database: { ok: true, kind: 'embedded' }, mail: { transport: { kind: 'files' } } });
    // Caddy keeps the Authorization header out of its log.
    const logFile = path.join(root, 'access.log');
    const deadline = Date.now() + 10_000;
    while (!readFileSync(logFile, 'utf8').includes('/healthz?check=token')) {
      if (Date.now() > deadline) throw new Error('the access log lacks the token request');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(readFileSync(logFile, 'utf8')).not.toContain(HEALTH_TOKEN);
  });

  it('keeps consent tokens out of the access log: from the query, the Referer and the Location', async () => {
    const secret = 'SECRETconsentTOKEN';
    const opened = await httpsRequest(`/newsletter/confirm?token=${secret}1&check=query`);
    expect(opened.status).toBe(200);
    const fromLinkedPage = await httpsRequest('/robots.txt?check=referer', {
      headers: { referer: `${ORIGIN}/newsletter/confirm?token=${secret}2` },
    });
    expect(fromLinkedPage.status).toBe(200);
    // The one-click address opened in a browser redirects to the unsubscribe page, token and all.
    const redirected = await httpsRequest(`/newsletter/unsubscribe/submit?token=${secret}3&check=location`);
    expect(redirected.status).toBe(303);
    expect(redirected.headers.location).toContain(`${secret}3`);

    // Caddy writes a request's line once it has answered: wait for all three, then read.
    const logFile = path.join(root, 'access.log');
    const markers = ['check=query', 'check=referer', 'check=location'];
    const deadline = Date.now() + 10_000;
    let log = readFileSync(logFile, 'utf8');
    while (!markers.every((marker) => log.includes(marker))) {
      if (Date.now() > deadline) throw new Error(`the access log lacks ${markers.filter((marker) => !log.includes(marker)).join(', ')}:\n${log.slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      log = readFileSync(logFile, 'utf8');
    }
    expect(log).not.toContain(secret);
    // The rest of the query stays, for whoever reads the log.
    expect(log).toContain('"uri":"/newsletter/confirm?check=query"');
    expect(log).toContain('"uri":"/newsletter/unsubscribe/submit?check=location"');
  });

  it('grades A+ in the MDN HTTP Observatory, scanned through the proxy', async () => {
    const scan = spawn(process.execPath, [path.resolve('tests/support/observatory-scan.mjs'), 'localhost', String(HTTP_PORT), String(HTTPS_PORT)], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: path.join(root, 'caddy-data', 'pki', 'authorities', 'local', 'root.crt') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    scan.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    scan.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(scan, 'exit')) as [number | null];
    expect(code, `${stdout}\n${stderr}`).toBe(0);
    const result = JSON.parse(stdout) as {
      grade: string;
      score: number;
      testsFailed: number;
      certificateVerified: boolean;
      tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
    };
    const failed = Object.entries(result.tests).filter(([, test]) => !test.pass);
    // The figures for the record (the README quotes them).
    console.log(
      `[observatory] grade ${result.grade}, score ${result.score}, ${result.testsFailed} failed` +
        (failed.length ? `: ${failed.map(([name, test]) => `${name} (${test.result})`).join(', ')}` : '') +
        `\n${Object.entries(result.tests)
          .map(([name, test]) => `  ${test.pass ? 'pass' : 'FAIL'} ${name}: ${test.result} (${test.scoreModifier >= 0 ? '+' : ''}${test.scoreModifier})`)
          .join('\n')}`,
    );
    expect(result.certificateVerified).toBe(true);
    expect(failed).toEqual([]);
    expect(result.grade).toBe('A+');
    expect(result.score).toBeGreaterThanOrEqual(100);
    expect(result.tests.redirection?.result).toBe('redirection-to-https');
    expect(result.tests['strict-transport-security']?.result).toBe('hsts-implemented-max-age-at-least-six-months');
  });
});
