/**
 * How queued mail leaves: over SMTP when `SMTP_URL` is set, otherwise as `.eml` files under
 * `DATA_DIR/mail/` that a developer can open in any mail client.
 */
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type NodemailerError, type SendMailOptions } from 'nodemailer';
import { firm } from '../../content/firm';
import type { OutboxMail } from '../db/schema';
import type { DkimSigning } from './dkim';

export type OutgoingMail = Pick<
  OutboxMail,
  | 'id'
  | 'toAddress'
  | 'toName'
  | 'replyToAddress'
  | 'replyToName'
  | 'subject'
  | 'textBody'
  | 'htmlBody'
  | 'headers'
  | 'attachments'
  | 'messageId'
  | 'createdAt'
>;

/**
 * A failed delivery. `transportDown` means the way out failed (no connection, a timeout,
 * a 421, bad credentials), not this message: the worker then pauses all sending rather
 * than counting it against each mail.
 */
export class MailDeliveryError extends Error {
  /** The server refused this message for good (a 5xx): the outbox gives up on it at once. */
  readonly permanent: boolean;
  /**
   * Refused for good because of the recipient (their mailbox), not the message or the sender:
   * only then is the address worth suppressing. A message the relay will not take at all (a
   * spam filter on its content, its size, the From address) is refused for every recipient.
   */
  readonly recipientRefused: boolean;

  constructor(
    message: string,
    readonly transportDown: boolean,
    options: { cause: unknown; permanent?: boolean; recipientRefused?: boolean },
  ) {
    super(message, { cause: options.cause });
    this.name = 'MailDeliveryError';
    this.permanent = !transportDown && (options.permanent ?? false);
    this.recipientRefused = this.permanent && (options.recipientRefused ?? false);
  }
}

export interface MailTransport {
  /** Where mail goes, safe to print (no password). */
  readonly description: string;
  /** `smtp` or `files`, for the health check. */
  readonly kind: 'smtp' | 'files';
  /** The DKIM domain and selector mail is signed with, or null when unsigned. */
  readonly signedAs: string | null;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Timeouts well inside the worker's lease, so a send never outlives its claim. */
export const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

function messageOptions(mail: OutgoingMail): SendMailOptions {
  return {
    from: { name: firm.name, address: firm.email },
    to: mail.toName ? { name: mail.toName, address: mail.toAddress } : mail.toAddress,
    ...(mail.replyToAddress
      ? {
          replyTo: mail.replyToName
            ? { name: mail.replyToName, address: mail.replyToAddress }
            : mail.replyToAddress,
        }
      : {}),
    subject: mail.subject,
    text: mail.textBody,
    html: mail.htmlBody,
    headers: mail.headers,
    messageId: mail.messageId,
    ...(mail.attachments.length > 0
      ? {
          attachments: mail.attachments.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: Buffer.from(file.contentBase64, 'base64'),
          })),
        }
      : {}),
  };
}

function isTransportDown(error: NodemailerError): boolean {
  if (error.code === 'EAUTH' || error.code === 'ENOAUTH') return true;
  // A reply code means the server was reached and answered about this message.
  return typeof error.responseCode !== 'number' || error.responseCode === 421;
}

/**
 * A 5xx reply about this message (RFC 5321 §4.2.1): the server will never take it, so
 * trying again only delays telling anyone. 4xx replies are temporary and are retried.
 */
function isPermanentRefusal(error: NodemailerError): boolean {
  return typeof error.responseCode === 'number' && error.responseCode >= 500 && error.responseCode < 600;
}

/**
 * The refusal is about the recipient: given to RCPT TO, or naming a bad mailbox in its enhanced
 * status (RFC 3463: 5.1.x addressing, 5.2.1 mailbox disabled), which some relays only give after
 * the message. Refusals of MAIL FROM or of the message (5.7.1 content, 5.3.4 size) are not.
 */
function isRecipientRefusal(error: NodemailerError): boolean {
  if (error.command === 'RCPT TO') return true;
  return /\b5\.(1\.\d{1,3}|2\.1)\b/.test(error.response ?? '');
}

/** nodemailer's `dkim` option for a signing key, or nothing. */
const dkimOption = (dkim: DkimSigning | undefined) =>
  dkim
    ? {
        dkim: {
          domainName: dkim.domainName,
          keySelector: dkim.keySelector,
          privateKey: dkim.privateKey,
          headerFieldNames: dkim.headerFieldNames,
        },
      }
    : {};

const signedAs = (dkim: DkimSigning | undefined) => (dkim ? `${dkim.keySelector}._domainkey.${dkim.domainName}` : null);

/** Sends over SMTP, e.g. `smtp://user:pass@host:587`, DKIM-signed when a key is given. */
export function createSmtpTransport(smtpUrl: string, dkim?: DkimSigning): MailTransport {
  const url = new URL(smtpUrl);
  // A connection per mail, not a pool: in the outage drill (`npm run bench:forms -- outage`)
  // a pooled transport left the queue stuck after the server came back.
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...smtpTimeouts, ...dkimOption(dkim) });
  return {
    description: `SMTP server ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
    kind: 'smtp',
    signedAs: signedAs(dkim),
    async send(mail) {
      try {
        await transporter.sendMail(messageOptions(mail));
      } catch (error) {
        const failure = error as NodemailerError;
        throw new MailDeliveryError(`SMTP delivery failed: ${failure.message}`, isTransportDown(failure), {
          cause: error,
          permanent: isPermanentRefusal(failure),
          recipientRefused: isRecipientRefusal(failure),
        });
      }
    },
    close: () => transporter.close(),
  };
}

/**
 * Writes each mail to `<dir>/<queued time>-<outbox id>.eml`. The name depends only on the
 * mail, so a repeated delivery replaces the file instead of adding a second one.
 */
export function createFileTransport(directory: string, dkim?: DkimSigning): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix', ...dkimOption(dkim) });
  return {
    description: `.eml files in ${directory}`,
    kind: 'files',
    signedAs: signedAs(dkim),
    async send(mail) {
      try {
        const info = await transporter.sendMail(messageOptions(mail));
        const stamp = mail.createdAt.toISOString().replace(/[:.]/g, '-');
        const target = path.join(directory, `${stamp}-${mail.id}.eml`);
        await mkdir(directory, { recursive: true });
        const draft = `${target}.tmp`;
        await writeFile(draft, info.message);
        await rename(draft, target);
      } catch (error) {
        throw new MailDeliveryError(`Could not write the mail file: ${(error as Error).message}`, true, {
          cause: error,
        });
      }
    },
    close: () => transporter.close(),
  };
}

/** Deletes the `.eml` files of the mails with these outbox ids; returns how many it deleted. */
export async function removeMailFiles(directory: string, ids: ReadonlySet<string>): Promise<number> {
  let removed = 0;
  for (const name of await readdir(directory).catch(() => [] as string[])) {
    const id = /-([0-9a-f-]{36})\.eml$/.exec(name)?.[1];
    if (id && ids.has(id)) {
      await rm(path.join(directory, name), { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** The `.eml` folder for a data directory. */
export const mailFileDirectory = (dataDir: string) => path.join(dataDir, 'mail');

/**
 * Where erasing a person must also delete their mail's `.eml` files: the mail folder when
 * mail goes to files (no `SMTP_URL`), else nowhere (`npm run submissions -- erase`, the leads inbox).
 */
export const erasableMailDirectory = (config: { SMTP_URL?: string; DATA_DIR: string }) =>
  config.SMTP_URL ? undefined : mailFileDirectory(config.DATA_DIR);

/** The transport the configuration names. */
export function createConfiguredTransport(config: {
  SMTP_URL?: string | undefined;
  DATA_DIR: string;
  dkim?: DkimSigning | undefined;
}): MailTransport {
  return config.SMTP_URL
    ? createSmtpTransport(config.SMTP_URL, config.dkim)
    : createFileTransport(mailFileDirectory(config.DATA_DIR), config.dkim);
}
