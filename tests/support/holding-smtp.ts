/**
 * A real SMTP server (the smtp-server package) that can be told to hold mail: while
 * holding, it reads each message but answers only when released, like a slow mail server.
 * A test uses it to keep mail in the site's hands at the moment something else fails.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type AcceptedMail = { to: string[]; replyTo: string; messageId: string; subject: string };

export type HoldingSmtpServer = {
  url: string;
  /** Every message the server accepted, in order. */
  accepted: AcceptedMail[];
  /** Messages read and waiting for {@link HoldingSmtpServer.release}. */
  waiting(): number;
  /** From now on, hold each message until released. */
  hold(): void;
  /** Accepts every held message and stops holding. */
  release(): void;
  close(): Promise<void>;
};

function header(headers: string, name: string): string {
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
}

export async function startHoldingSmtpServer(): Promise<HoldingSmtpServer> {
  const accepted: AcceptedMail[] = [];
  const held: Array<() => void> = [];
  let holding = false;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const headers = (Buffer.concat(chunks).toString('utf8').split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
        const accept = () => {
          accepted.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            replyTo: header(headers, 'Reply-To').toLowerCase(),
            messageId: header(headers, 'Message-ID'),
            subject: header(headers, 'Subject'),
          });
          callback();
        };
        if (holding) held.push(accept);
        else accept();
      });
    },
  });
  const listening = once(server.server, 'listening');
  server.listen(0, '127.0.0.1');
  await listening;
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    waiting: () => held.length,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const accept of held.splice(0)) accept();
    },
    close: () => {
      for (const accept of held.splice(0)) accept();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
