/** A real SMTP server (the smtp-server package) that records what it receives and can go down. */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  messageId: string;
  subject: string;
  headers: string;
  raw: string;
  /** When the message was accepted (Date.now()), to tell when a mail arrived. */
  receivedAt: number;
};

export type TestSmtpServer = {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Recipients the server answers `550 mailbox unavailable`: refused for good. */
  refuse: Set<string>;
  /** Recipients the server answers `450 mailbox busy`: refused for now. */
  defer: Set<string>;
  /** Subjects whose message the server refuses after DATA with `554 5.7.1`, as a relay's content filter does. */
  refuseContent: Set<string>;
  /** Closes the listening socket: new connections are refused, as in an outage. */
  stop: () => Promise<void>;
  /** Listens again on the same port (a no-op while listening). */
  start: () => Promise<void>;
  close: () => Promise<void>;
};

function header(headers: string, name: string): string {
  const match = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(headers);
  return match?.[1]?.trim() ?? '';
}

/** Starts listening on `port` (default: any free port, kept across stop and start). */
export async function startSmtpServer({ port: fixedPort = 0 }: { port?: number } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const refuse = new Set<string>();
  const defer = new Set<string>();
  const refuseContent = new Set<string>();
  let server: SMTPServer | undefined;
  let port = fixedPort;

  const listen = async () => {
    if (server) return;
    const instance = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refuse.has(address.address.toLowerCase())) {
          const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
          callback(error);
          return;
        }
        if (defer.has(address.address.toLowerCase())) {
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 450 }));
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const headers = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
          if (refuseContent.has(header(headers, 'Subject'))) {
            callback(Object.assign(new Error('5.7.1 Message rejected as spam by content filtering'), { responseCode: 554 }));
            return;
          }
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            messageId: header(headers, 'Message-ID'),
            subject: header(headers, 'Subject'),
            headers,
            raw,
            receivedAt: Date.now(),
          });
          callback();
        });
      },
    });
    // A client that vanishes mid-message (a killed site) must not crash the test run:
    // without a listener smtp-server's 'error' event would throw.
    instance.on('error', () => undefined);
    const listening = once(instance.server, 'listening');
    instance.listen(port, '127.0.0.1');
    await listening;
    port = (instance.server.address() as AddressInfo).port;
    server = instance;
  };

  const stop = async () => {
    const current = server;
    server = undefined;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  await listen();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    received,
    refuse,
    defer,
    refuseContent,
    stop,
    start: listen,
    close: stop,
  };
}
