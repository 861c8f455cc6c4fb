/**
 * The local command socket: how `npm run submissions -- …` reads and changes the embedded
 * database while the site runs (docs/pipeline.md, "Commands while the site runs").
 *
 * PGlite is a single-session database that one process may open, and the running site holds
 * it. So the site listens on a Unix socket inside `DATA_DIR/run/` (a folder only its owner may
 * enter, the socket itself only its owner may use), and a command that finds the database
 * locked sends its command line there instead. The site runs the command in its own process,
 * on its own database handle, and streams back what it prints and its exit code.
 *
 * The command's statements go through the same PGlite handle as the site's own, which runs
 * one query or transaction at a time: a command's transaction never interleaves with the
 * statements of a form post (tests/integration/command-socket.test.ts).
 *
 * The protocol is one JSON line each way, then JSON lines back:
 *   → {"argv": ["export", "contacts"]}
 *   ← {"stdout": "…"} | {"stderr": "…"} …, then {"exit": 0}
 */
import { chmod, lstat, mkdir, rm, stat } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { CommandOutput } from '../commands/submissions';
import { log } from '../log';

/** A command line bigger than this is not a command line. */
const MAX_REQUEST_BYTES = 64 * 1024;
const MAX_ARGUMENTS = 32;
/** How long a stopping server waits for a command still running before it closes the database. */
const STOP_WAIT_MS = 5_000;
/** Unix socket paths are limited to 107 bytes on Linux (108 with the final NUL). */
const MAX_SOCKET_PATH_BYTES = 107;

/** Where the site's command socket is for a data folder. */
export function commandSocketPath(dataDir: string): string {
  return path.join(dataDir, 'run', 'commands.sock');
}

export type RunCommand = (argv: string[], output: CommandOutput) => Promise<number>;

export type CommandSocket = {
  path: string;
  /** Stops accepting commands and waits (up to a few seconds) for those still running. */
  close: () => Promise<void>;
};

type Message = { stdout: string } | { stderr: string } | { exit: number };

function send(connection: net.Socket, message: Message): void {
  if (!connection.destroyed) connection.write(`${JSON.stringify(message)}\n`);
}

function parseRequest(line: string): string[] | undefined {
  try {
    const parsed: unknown = JSON.parse(line);
    if (typeof parsed !== 'object' || parsed === null || !('argv' in parsed)) return undefined;
    const { argv } = parsed;
    if (!Array.isArray(argv) || argv.length > MAX_ARGUMENTS || !argv.every((value) => typeof value === 'string')) return undefined;
    return argv as string[];
  } catch {
    return undefined;
  }
}

/** The folder for the socket, created private; refused if another user owns it. */
async function privateFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const info = await stat(folder);
  const uid = process.getuid?.();
  if (uid !== undefined && info.uid !== uid) {
    throw new Error(`${folder} belongs to another user (uid ${info.uid}); the command socket stays closed`);
  }
  if ((info.mode & 0o777) !== 0o700) await chmod(folder, 0o700);
}

/**
 * Listens for commands on `DATA_DIR/run/commands.sock`, running each with `run`. The caller
 * holds the embedded database's lock, so a socket file already there was left by a process
 * that died, and is replaced.
 */
export async function openCommandSocket(dataDir: string, run: RunCommand): Promise<CommandSocket> {
  const socketPath = commandSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
    throw new Error(`the socket path ${socketPath} is longer than Unix sockets allow (${MAX_SOCKET_PATH_BYTES} bytes): use a shorter DATA_DIR`);
  }
  await privateFolder(path.dirname(socketPath));
  const existing = await lstat(socketPath).catch(() => undefined);
  if (existing) {
    if (!existing.isSocket()) throw new Error(`${socketPath} exists and is not a socket`);
    await rm(socketPath);
  }

  const running = new Set<Promise<void>>();
  const connections = new Set<net.Socket>();

  const server = net.createServer((connection) => {
    connections.add(connection);
    connection.once('close', () => connections.delete(connection));
    connection.on('error', () => connection.destroy());
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const end = buffered.indexOf('\n');
      if (end === -1) {
        if (Buffer.byteLength(buffered) > MAX_REQUEST_BYTES) connection.destroy();
        return;
      }
      connection.off('data', onData);
      const argv = parseRequest(buffered.slice(0, end));
      if (!argv) {
        send(connection, { stderr: 'The site could not read the command.\n' });
        send(connection, { exit: 2 });
        connection.end();
        return;
      }
      const task = execute(connection, argv);
      running.add(task);
      void task.finally(() => running.delete(task));
    };
    connection.on('data', onData);
  });

  async function execute(connection: net.Socket, argv: string[]): Promise<void> {
    const output: CommandOutput = {
      stdout: (text) => send(connection, { stdout: text }),
      stderr: (text) => send(connection, { stderr: text }),
    };
    let exit = 1;
    try {
      log.info('[commands] running a command for a local user', { command: argv[0] ?? '' });
      exit = await run(argv, output);
    } catch (error) {
      log.error('[commands] a command failed', { command: argv[0] ?? '', error });
      output.stderr(`The command failed in the running site: ${error instanceof Error ? error.message : String(error)}\n`);
    }
    send(connection, { exit });
    connection.end();
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await chmod(socketPath, 0o600);

  return {
    path: socketPath,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...running]),
        new Promise((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS))),
      ]);
      clearTimeout(timer);
      for (const connection of connections) connection.destroy();
      await closed;
      await rm(socketPath, { force: true });
    },
  };
}

/** Why the site's socket could not take a command. */
export class CommandSocketUnavailable extends Error {}

/**
 * Sends a command line to the running site and copies what it prints to `output`; resolves
 * with the command's exit code. Rejects with {@link CommandSocketUnavailable} when no site
 * answers on the socket.
 */
export function runThroughCommandSocket(dataDir: string, argv: string[], output: CommandOutput): Promise<number> {
  const socketPath = commandSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    let exit: number | undefined;
    let connected = false;
    let buffered = '';
    const connection = net.connect(socketPath, () => {
      connected = true;
      connection.write(`${JSON.stringify({ argv })}\n`);
    });
    connection.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      let end: number;
      while ((end = buffered.indexOf('\n')) !== -1) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        const message = JSON.parse(line) as Partial<Record<'stdout' | 'stderr', string> & { exit: number }>;
        if (message.stdout !== undefined) output.stdout(message.stdout);
        if (message.stderr !== undefined) output.stderr(message.stderr);
        if (message.exit !== undefined) exit = message.exit;
      }
    });
    connection.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected) reject(new CommandSocketUnavailable(`no site answers on ${socketPath} (${error.code ?? error.message})`, { cause: error }));
      else output.stderr(`The connection to the running site failed: ${error.message}\n`);
    });
    connection.on('close', () => {
      if (!connected) return;
      if (exit === undefined) output.stderr('The running site closed the connection before the command finished.\n');
      resolve(exit ?? 1);
    });
  });
}
