/**
 * Builds and runs the real site as a separate process, as production runs it (`npm start`:
 * `server.ts` with NODE_ENV=production), for the system tests: WordPress outages, restarts,
 * signals.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

// Node runs the build and the server directly (not through npm), so a signal reaches the server itself.
const NEXT_BIN = path.resolve('node_modules/next/dist/bin/next');
const SERVER_ENTRY = path.resolve('server.ts');

export type SiteProcess = {
  url: string;
  process: ChildProcess;
  output: () => string;
  /** Sends a signal and waits for the process to exit. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/** Runs `next build` into `distDir` with `env`; rejects with the build's output on failure. */
export async function buildSite(distDir: string, env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, [NEXT_BIN, 'build'], {
    env: { ...process.env, ...env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`next build failed (${code}):\n${output}`);
  return output;
}

/** How a run of the server that was expected to end ended: its exit, its output, whether it ever served. */
export type SiteRun = { code: number | null; signal: NodeJS.Signals | null; output: string; answered: boolean };

/**
 * Runs the production server with `env` until it exits, or kills it after `timeoutMs`: a guard
 * against a server that never exits, not a measure of how fast it does. Meanwhile it asks for
 * a page, to tell whether the server ever served while refusing to start.
 */
export async function runSiteUntilExit(distDir: string, port: number, env: Record<string, string>, timeoutMs = 60_000): Promise<SiteRun> {
  const child = spawnSite(distDir, port, env);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  let answered = false;
  let polling = true;
  const poll = (async () => {
    while (polling) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/robots.txt`, { signal: AbortSignal.timeout(1_000) });
        if (response.ok) answered = true;
      } catch {
        // Not listening (yet, or any more).
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const [code, signal] = await exited;
  clearTimeout(timer);
  polling = false;
  await poll;
  return { code, signal, output, answered };
}

/** Starts the production server (`npm start`'s command) on `port` without waiting for it. */
export function spawnSite(distDir: string, port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
      NEXT_DIST_DIR: distDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Starts the production server on `port` and waits until it answers. */
export async function startSite(distDir: string, port: number, env: Record<string, string>): Promise<SiteProcess> {
  const child = spawnSite(distDir, port, env);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    try {
      await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(2_000) });
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`the server did not answer within 60 s:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return {
    url,
    process: child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      // Already gone (a signal kill leaves exitCode null and sets signalCode): no exit event will come.
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = once(child, 'exit');
      child.kill(signal);
      const [code] = (await exited) as [number | null];
      return code;
    },
  };
}
