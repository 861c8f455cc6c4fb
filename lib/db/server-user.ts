/**
 * Who the embedded PostgreSQL server runs as. PostgreSQL refuses to run as root, and CI,
 * containers and many small servers run the site as root. Run as an ordinary user, the
 * server simply runs as that user. Run as root, it runs inside a user namespace of its own
 * (`unshare --user`, util-linux) in which root is seen as an unprivileged user:
 *
 * - nothing on the host changes: no account is created, no file changes owner;
 * - outside the namespace the server is still root's process, so it reaches the binaries
 *   and the data wherever they are (a project under /root, which is 0700, included) and
 *   the files it writes belong to root, like the rest of DATA_DIR;
 * - inside it, it holds no privilege at all (a user namespace's root-less process), which
 *   is what PostgreSQL's refusal is there to ensure.
 */
import { readFileSync } from 'node:fs';

/** The name the server's uid has inside the namespace; it must exist in /etc/passwd (initdb looks it up). */
const NAMESPACE_USER = 'nobody';

function uidOf(name: string): number {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  const uid = Number(line?.split(':')[2]);
  if (!line || !Number.isInteger(uid) || uid === 0) {
    throw new Error(`The embedded PostgreSQL server runs as "${name}" inside a user namespace when started by root, and /etc/passwd has no such user`);
  }
  return uid;
}

/** Whether this process is root, whom PostgreSQL refuses. */
export const runningAsRoot = () => process.getuid?.() === 0;

/** The command line that runs `command` as the server's user: itself, or through `unshare` when root. */
export function asServerUser(command: string, args: readonly string[]): { command: string; args: string[] } {
  if (!runningAsRoot()) return { command, args: [...args] };
  const uid = uidOf(NAMESPACE_USER);
  // Without --fork, unshare becomes the command: the server keeps the pid the site spawned.
  return { command: 'unshare', args: ['--user', `--map-user=${uid}`, `--map-group=${uid}`, '--', command, ...args] };
}
