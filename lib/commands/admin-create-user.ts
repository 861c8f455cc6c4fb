/**
 * `npm run admin:create-user -- --email ADDRESS --role admin|editor|leads`: makes a staff
 * account for the admin (docs/admin.md). The password comes from standard input, so it stays
 * out of the shell's history and the process list; accounts that read leads get a second
 * factor, whose `otpauth://` URI is printed once. It works while the site runs: it reaches the
 * database like any client.
 */
import { z } from 'zod';
import { ROLES, ROLES_NEEDING_SECOND_FACTOR, type Role } from '../cms/roles';
import { newSecondFactorSecret, otpauthUri } from '../cms/second-factor';

export const USAGE = 'Usage: npm run admin:create-user -- --email ADDRESS --role admin|editor|leads   (the password is read from standard input)\n';

/** NIST SP 800-63B asks at least 8; staff accounts guard people's data, so 12. */
export const MIN_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 256;

export type CreateUserCommand = { email: string; role: Role };

export type Parsed = { ok: true; command: CreateUserCommand } | { ok: false; message: string; exitCode: number };

/** Reads `--email ADDRESS --role ROLE` (also `--email=ADDRESS`); anything else is a usage error. */
export function parseCreateUserArgs(argv: readonly string[]): Parsed {
  const values: Record<string, string> = {};
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!;
    if (argument === '--help' || argument === '-h') return { ok: false, message: USAGE, exitCode: 0 };
    const match = /^--(email|role)(?:=(.*))?$/.exec(argument);
    if (!match) return { ok: false, message: `Unknown argument: ${argument}\n${USAGE}`, exitCode: 2 };
    const value = match[2] ?? argv[(index += 1)];
    if (value === undefined || value === '') return { ok: false, message: `--${match[1]} needs a value\n${USAGE}`, exitCode: 2 };
    values[match[1]!] = value;
  }
  const email = z.email().safeParse(values.email?.trim());
  if (!email.success) return { ok: false, message: `--email must be an email address\n${USAGE}`, exitCode: 2 };
  const role = z.enum(ROLES).safeParse(values.role);
  if (!role.success) return { ok: false, message: `--role must be one of: ${ROLES.join(', ')}\n${USAGE}`, exitCode: 2 };
  return { ok: true, command: { email: email.data.toLowerCase(), role: role.data } };
}

/** The password as typed or piped: the first line, without its line ending. */
export function passwordFromInput(input: string): { ok: true; password: string } | { ok: false; message: string } {
  const password = input.split(/\r?\n/, 1)[0] ?? '';
  if (password.length < MIN_PASSWORD_LENGTH) return { ok: false, message: `The password must be at least ${MIN_PASSWORD_LENGTH} characters.` };
  if (password.length > MAX_PASSWORD_LENGTH) return { ok: false, message: `The password must be at most ${MAX_PASSWORD_LENGTH} characters.` };
  return { ok: true, password };
}

/** What the command needs of Payload's Local API. */
export type StaffAccounts = {
  exists: (email: string) => Promise<boolean>;
  create: (account: { email: string; password: string; role: Role; totpSecret?: string }) => Promise<void>;
};

/** Makes the account; returns what to print. */
export async function createStaffAccount(
  accounts: StaffAccounts,
  command: CreateUserCommand,
  password: string,
): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  if (await accounts.exists(command.email)) return { ok: false, message: `A staff account for ${command.email} already exists.` };
  const needsSecondFactor = ROLES_NEEDING_SECOND_FACTOR.includes(command.role);
  const totpSecret = needsSecondFactor ? newSecondFactorSecret() : undefined;
  await accounts.create({ email: command.email, password, role: command.role, ...(totpSecret ? { totpSecret } : {}) });
  let text = `Made the ${command.role} account ${command.email}.\n`;
  if (totpSecret) {
    text +=
      'It signs in with a code from an authenticator app. Add this to the app (shown once; keep it secret):\n' +
      `${otpauthUri(totpSecret, command.email)}\n`;
  }
  return { ok: true, text };
}
