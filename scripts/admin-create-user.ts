/**
 * `npm run admin:create-user -- --email ADDRESS --role admin|editor|leads` (docs/admin.md).
 *
 *   printf '%s\n' "$PASSWORD" | npm run admin:create-user -- --email ann@firm.example --role leads
 *
 * At a terminal it asks for the password (not echoed) twice. The work is done by
 * scripts/admin-create-user-run.ts in a child process, which gets the password on its standard
 * input, never in its arguments or environment.
 *
 * The child resolves packages with the `production` condition, which this parent (run by npm
 * through tsx) cannot set for itself.
 * Lexical's packages (the admin's rich-text editor) otherwise load through entry files that pick
 * their development or production build with a top-level `await import()`, and Node 20 now and
 * then never settles a graph of many such modules: the run stopped while loading, with exit
 * code 13 ("unsettled top-level await") or a hang, about one run in ten when five started at
 * once (`import '@payloadcms/richtext-lexical'` alone does it in plain Node 20).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Asks at the terminal without echoing what is typed. */
function ask(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    prompt.question(question, (answer) => {
      prompt.close();
      process.stderr.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

/** The password as piped in (its first line), or typed twice at a terminal; null when the two differ. */
async function readPassword(): Promise<string | null> {
  if (!process.stdin.isTTY) return (await readAll(process.stdin)).split(/\r?\n/, 1)[0] ?? '';
  const first = await ask('Password: ');
  const second = await ask('Again: ');
  if (first !== second) {
    process.stderr.write('The two passwords differ.\n');
    return null;
  }
  return first;
}

function runOnce(argv: string[], password: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--conditions=production', '--import', 'tsx', path.join(import.meta.dirname, 'admin-create-user-run.ts'), ...argv], {
      stdio: ['pipe', 'inherit', 'inherit'],
    });
    child.on('error', (error) => {
      process.stderr.write(`${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
    child.stdin.end(`${password}\n`);
  });
}

async function main(argv: string[]): Promise<number> {
  // Usage errors and --help need no password.
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) return runOnce(argv, '');
  const password = await readPassword();
  if (password === null) return 1;
  return runOnce(argv, password);
}

process.exitCode = await main(process.argv.slice(2));
