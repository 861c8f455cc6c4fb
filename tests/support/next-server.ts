/**
 * Builds and runs the real site as a separate process, as production runs it (`npm start`:
 * the compiled `server.mjs` of the build, with NODE_ENV=production and the Node options of
 * package.json's `start` script), for the system tests, the end-to-end tests and the benchmarks.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** How `npm start` runs the server: its environment, Node's options (the heap's bounds) and the file Node runs. */
export type StartCommand = { env: Record<string, string>; nodeOptions: string[]; entry: string };

/** The build folder in `npm start`'s entry, which follows `NEXT_DIST_DIR` (`${NEXT_DIST_DIR:-.next}/server.mjs`). */
const DIST_DIR_IN_ENTRY = '${NEXT_DIST_DIR:-.next}';

/**
 * `npm start`'s command, read from the `start` script of `siteDir`'s package.json, with the
 * build in `distDir`: the one place the server's Node options are written, so the tests and
 * benchmarks run the server with the heap production gets. The script must read
 * `[NAME=value …] node [--option …] <entry>`; anything else is an error, so a change of shape
 * is noticed here rather than tests quietly starting the server some other way.
 */
export function startCommand(distDir: string, siteDir = '.'): StartCommand {
  const packageJson = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  return parseStartScript(packageJson.scripts?.start ?? '', distDir, siteDir);
}

/** {@link startCommand}'s reading of the script, on its own for the unit tests. */
export function parseStartScript(script: string, distDir: string, siteDir = '.'): StartCommand {
  const words = script.trim().split(/\s+/);
  const env: Record<string, string> = {};
  let at = 0;
  for (; at < words.length && /^[A-Z_][A-Z0-9_]*=/.test(words[at]!); at += 1) {
    const [name, ...value] = words[at]!.split('=');
    env[name!] = value.join('=');
  }
  if (words[at] !== 'node') throw new Error(`package.json's start script must run \`node\`, after any NAME=value: ${script}`);
  at += 1;
  const nodeOptions: string[] = [];
  for (; at < words.length && words[at]!.startsWith('-'); at += 1) nodeOptions.push(words[at]!);
  const entry = words[at];
  if (entry === undefined || at !== words.length - 1) throw new Error(`package.json's start script must end with the one file Node runs: ${script}`);
  const file = entry.startsWith(`${DIST_DIR_IN_ENTRY}/`) ? path.join(distDir, entry.slice(DIST_DIR_IN_ENTRY.length + 1)) : entry;
  return { env, nodeOptions, entry: path.resolve(siteDir, file) };
}

export type SiteProcess = {
  url: string;
  process: ChildProcess;
  output: () => string;
  /** Sends a signal and waits for the process to exit. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/**
 * Runs `npm run build` (Next's build, the brotli copies and the compiled server) into `distDir`
 * with `env`; rejects with the build's output on failure.
 */
export async function buildSite(distDir: string, env: Record<string, string>): Promise<string> {
  const child = spawn('npm', ['run', 'build'], {
    env: { ...process.env, ...env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`npm run build failed (${code}):\n${output}`);
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

/**
 * Starts the production server (`npm start`'s command) on `port` without waiting for it. Node
 * runs the server directly, not through npm, so a signal reaches the server itself.
 */
export function spawnSite(distDir: string, port: number, env: Record<string, string>): ChildProcess {
  const start = startCommand(distDir);
  return spawn(process.execPath, [...start.nodeOptions, start.entry], {
    env: {
      ...process.env,
      ...start.env,
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
  // A port that answers already is another server's (another spec's instance, picked with the same
  // offset): waiting for "an answer" would then talk to that server, and this one would die on the bind.
  const busy = await fetch(`http://127.0.0.1:${port}/robots.txt`, { signal: AbortSignal.timeout(2_000) }).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} already answers: another server holds it (does another spec use the same port offset?)`);
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
