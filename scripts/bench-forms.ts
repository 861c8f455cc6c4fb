/**
 * Measures the forms' submit path, and what an SMTP outage does to the mail.
 *
 *   npm run bench:forms                       submissions per second, embedded and PostgreSQL
 *   npm run bench:forms -- --count 1000 --concurrency 16
 *   npm run bench:forms -- --only embedded    (or --only postgres)
 *   npm run bench:forms -- outage [--outage-seconds 60] [--database embedded|postgres]
 *   npm run bench:forms -- http --url http://127.0.0.1:3000   through a running site's JSON endpoints
 *
 * Throughput runs the same code as the endpoints (validation, one transaction for the row
 * and its mails) against a throwaway embedded database and a throwaway schema on the
 * PostgreSQL server at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
 * The http mode posts to a running site instead (start it with a high FORM_RATE_LIMIT).
 * The outage drill runs the real outbox worker, with its production timings, against a
 * real SMTP server that is down for a minute while a visitor submits every second.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isNull } from 'drizzle-orm';
import postgres from 'postgres';
import { SMTPServer } from 'smtp-server';
import { firmContactSeed } from '../lib/cms/globals/ContactDetails/reshape';
import { openDatabase } from '../lib/db/client';
import { mailOutbox } from '../lib/db/schema';
import type { DatabaseHandle } from '../lib/db/types';
import { RateLimiter } from '../lib/forms/rate-limit';
import { NO_PROXY } from '../lib/server/trust-proxy';
import { payloadKeys } from '../lib/forms/json-endpoint';
import type { FormKind } from '../lib/forms/schemas';
import { processSubmission, type SubmissionDeps } from '../lib/forms/submission';
import { createSmtpTransport } from '../lib/mail/transport';
import { defaultWorkerTimings, OutboxWorker } from '../lib/mail/worker';
import { formEndpoints } from '../lib/routes';
import { sampleSubmission } from './sample-submissions';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    count: { type: 'string', default: '400' },
    concurrency: { type: 'string', default: '8' },
    only: { type: 'string' },
    database: { type: 'string', default: 'embedded' },
    'outage-seconds': { type: 'string', default: '60' },
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
  },
});

const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Bench = { label: string; handle: DatabaseHandle; dispose: () => Promise<void> };

async function embedded(): Promise<Bench> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kilele-bench-'));
  const handle = await openDatabase({ dataDir });
  return {
    label: 'embedded PostgreSQL server',
    handle,
    dispose: async () => {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function server(): Promise<Bench> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(POSTGRES_URL, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create schema "${schema}"`);
  const handle = await openDatabase({ databaseUrl: POSTGRES_URL, searchPath: schema, maxConnections: 10 });
  return {
    label: `PostgreSQL (${new URL(POSTGRES_URL).host})`,
    handle,
    dispose: async () => {
      await handle.close();
      await admin.unsafe(`drop schema "${schema}" cascade`);
      await admin.end();
    },
  };
}

function deps(handle: DatabaseHandle): SubmissionDeps {
  return {
    database: async () => handle.db,
    siteUrl: 'https://www.kilele.example',
    notifyTo: 'enquiries@kilele.example',
    firmContact: async () => firmContactSeed(),
    trustProxy: NO_PROXY,
    limiter: new RateLimiter({ limit: Number.MAX_SAFE_INTEGER }),
    wake: () => undefined,
    log: (message, error) => console.error(message, error),
  };
}

function sample(kind: FormKind, i: number): Record<string, string> {
  return sampleSubmission(kind, `visitor${i}.${randomBytes(3).toString('hex')}@example.com`, i);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function throughput(bench: Bench, kind: FormKind, count: number, concurrency: number) {
  const submissionDeps = deps(bench.handle);
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        const outcome = await processSubmission(kind, sample(kind, i), 'api', submissionDeps);
        latencies.push(performance.now() - t0);
        if (outcome.status !== 200) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: count / seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95), failures };
}

async function runThroughput() {
  const count = Number(options.count);
  const concurrency = Number(options.concurrency);
  const makers = [
    ['embedded', embedded],
    ['postgres', server],
  ] as const;
  console.log(`Submissions through processSubmission: ${count} per form, ${concurrency} at a time (${os.cpus().length} CPUs)\n`);
  console.log('database                      form        per second   p50 ms   p95 ms   failed');
  for (const [name, make] of makers) {
    if (options.only && options.only !== name) continue;
    const bench = await make();
    try {
      await throughput(bench, 'contact', 50, concurrency);
      for (const kind of ['subscribe', 'contact', 'booking'] as const) {
        const result = await throughput(bench, kind, count, concurrency);
        console.log(
          `${bench.label.padEnd(30)}${kind.padEnd(12)}${result.perSecond.toFixed(0).padStart(10)}` +
            `${result.p50.toFixed(1).padStart(9)}${result.p95.toFixed(1).padStart(9)}${String(result.failures).padStart(9)}`,
        );
      }
    } finally {
      await bench.dispose();
    }
  }
}

async function runHttp() {
  const count = Number(options.count);
  const concurrency = Number(options.concurrency);
  console.log(`POSTs to ${options.url}: ${count} per form, ${concurrency} at a time\n`);
  console.log('form        per second   p50 ms   p95 ms   statuses');
  for (const kind of ['subscribe', 'contact', 'booking'] as const) {
    const endpoint = formEndpoints[kind];
    const key = payloadKeys[kind];
    const statuses = new Map<number, number>();
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count) {
          const i = next++;
          const t0 = performance.now();
          const response = await fetch(`${options.url}${endpoint}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ [key]: sample(kind, i) }),
          });
          await response.arrayBuffer();
          latencies.push(performance.now() - t0);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
      }),
    );
    const perSecond = count / ((performance.now() - started) / 1000);
    latencies.sort((a, b) => a - b);
    const summary = [...statuses].map(([status, n]) => `${status}×${n}`).join(' ');
    console.log(
      `${kind.padEnd(12)}${perSecond.toFixed(0).padStart(10)}${percentile(latencies, 50).toFixed(1).padStart(9)}` +
        `${percentile(latencies, 95).toFixed(1).padStart(9)}   ${summary}`,
    );
  }
}

async function runOutage() {
  const outageMs = Number(options['outage-seconds']) * 1000;
  const leadMs = 10_000;
  const submitForMs = outageMs + 20_000;
  const bench = options.database === 'postgres' ? await server() : await embedded();
  const delivered = new Map<string, number[]>();
  let smtp: SMTPServer | undefined;
  let port = 0;
  const startSmtp = async () => {
    const instance = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const id = /^Message-ID:\s*(.*)$/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1]?.trim() ?? '?';
          delivered.set(id, [...(delivered.get(id) ?? []), Date.now()]);
          callback();
        });
      },
    });
    const listening = once(instance.server, 'listening');
    instance.listen(port, '127.0.0.1');
    await listening;
    port = (instance.server.address() as AddressInfo).port;
    smtp = instance;
  };
  const stopSmtp = async () => {
    const current = smtp;
    smtp = undefined;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  await startSmtp();
  const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
  const failures: number[] = [];
  const worker = new OutboxWorker({
    db: bench.handle.db,
    transport,
    log: () => {
      failures.push(Date.now());
    },
  });
  worker.start();
  const submissionDeps = { ...deps(bench.handle), wake: () => worker.wake() };
  const queuedAt = new Map<string, number>();
  const answers: number[] = [];
  const t0 = Date.now();
  let outageStart = 0;
  let outageEnd = 0;
  console.log(
    `SMTP outage drill on the ${bench.label}: one contact message a second for ${submitForMs / 1000} s, ` +
      `SMTP down from ${leadMs / 1000} s to ${(leadMs + outageMs) / 1000} s; worker timings ${JSON.stringify(defaultWorkerTimings)}`,
  );
  for (let i = 0; Date.now() - t0 < submitForMs; i += 1) {
    const elapsed = Date.now() - t0;
    if (!outageStart && elapsed >= leadMs) {
      await stopSmtp();
      outageStart = Date.now();
      console.log(`  ${(elapsed / 1000).toFixed(0)} s: SMTP server stopped`);
    }
    if (outageStart && !outageEnd && Date.now() - outageStart >= outageMs) {
      await startSmtp();
      outageEnd = Date.now();
      console.log(`  ${((outageEnd - t0) / 1000).toFixed(0)} s: SMTP server back`);
    }
    const sent = Date.now();
    const outcome = await processSubmission('contact', sample('contact', i), 'api', submissionDeps);
    answers.push(Date.now() - sent);
    if (outcome.status !== 200) console.log(`  submission ${i} answered ${outcome.status}`);
    queuedAt.set(String(i), sent);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (Date.now() - sent))));
  }
  const deadline = Date.now() + 5 * 60_000;
  while ((await bench.handle.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt))).length > 0) {
    if (Date.now() > deadline) throw new Error('Mail still undelivered five minutes after the drill');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await worker.stop();
  transport.close();
  const all = await bench.handle.db.select().from(mailOutbox);
  const delays = all
    .map((mail) => ({ mail, at: delivered.get(mail.messageId)?.[0] }))
    .filter((entry): entry is { mail: (typeof all)[number]; at: number } => entry.at !== undefined)
    .map(({ mail, at }) => ({ queued: mail.createdAt.getTime(), delay: at - mail.createdAt.getTime(), attempts: mail.attempts }));
  const duringOutage = delays.filter(({ queued }) => queued >= outageStart && queued < outageEnd).map(({ delay }) => delay).sort((a, b) => a - b);
  const lastDelivery = Math.max(...[...delivered.values()].flat());
  const duplicates = [...delivered.values()].filter((times) => times.length > 1).length;
  answers.sort((a, b) => a - b);
  console.log('\nResult');
  console.log(`  mails queued:                 ${all.length} (${queuedAt.size} submissions, every one answered 200 in p50 ${percentile(answers, 50)} ms, max ${answers.at(-1)} ms)`);
  console.log(`  mails delivered:              ${delivered.size} of ${all.length}; delivered twice: ${duplicates}`);
  const at = (time: number) => `${((time - t0) / 1000).toFixed(1)} s`;
  console.log(`  failed attempts:              ${failures.length}, at ${failures.map(at).join(', ')}; most attempts on one mail: ${Math.max(...delays.map((d) => d.attempts))}`);
  console.log(`  first delivery after recovery at ${at(Math.min(...[...delivered.values()].flat().filter((time) => time >= outageEnd)))}`);
  console.log(`  queued during the outage:     ${duringOutage.length}; delay to delivery median ${(percentile(duringOutage, 50) / 1000).toFixed(1)} s, max ${((duringOutage.at(-1) ?? 0) / 1000).toFixed(1)} s`);
  console.log(`  last delivery after recovery: ${((lastDelivery - outageEnd) / 1000).toFixed(1)} s`);
  await stopSmtp();
  await bench.dispose();
}

if (positionals[0] === 'outage') await runOutage();
else if (positionals[0] === 'http') await runHttp();
else await runThroughput();
