/**
 * DKIM signing of outgoing mail (docs/mail.md): `DKIM_DOMAIN`, `DKIM_SELECTOR` and
 * `DKIM_PRIVATE_KEY` (PEM text, or the path of a PEM file). The key is read and checked when
 * the server starts, because nodemailer, handed a key it cannot use, sends the mail unsigned
 * without a word, and unsigned mail from a domain that publishes DMARC lands in spam.
 */
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** What nodemailer's `dkim` option takes, plus the public half for the DNS record. */
export type DkimSigning = {
  domainName: string;
  keySelector: string;
  privateKey: string;
  /** The headers the signature covers: nodemailer's list plus RFC 8058's `List-Unsubscribe-Post`. */
  headerFieldNames: string;
  /** The TXT record to publish at `<selector>._domainkey.<domain>`. */
  dnsRecord: { name: string; value: string };
};

export type DkimSettings = {
  DKIM_DOMAIN?: string | undefined;
  DKIM_SELECTOR?: string | undefined;
  DKIM_PRIVATE_KEY?: string | undefined;
};

/** A DKIM setting that cannot be used; `variable` names the one to fix. */
export class DkimConfigError extends Error {
  constructor(
    readonly variable: keyof DkimSettings,
    message: string,
    options?: { cause: unknown },
  ) {
    super(message, options);
    this.name = 'DkimConfigError';
  }
}

/**
 * nodemailer's default list (RFC 6376 §5.4.1) with `List-Unsubscribe-Post` added: RFC 8058
 * §4 asks that the signature cover both unsubscribe headers, and Gmail offers one-click
 * unsubscribe only then.
 */
export const DKIM_SIGNED_HEADERS = [
  'From', 'Sender', 'Reply-To', 'Subject', 'Date', 'Message-ID', 'To', 'Cc', 'MIME-Version',
  'Content-Type', 'Content-Transfer-Encoding', 'Content-ID', 'Content-Description',
  'Resent-Date', 'Resent-From', 'Resent-Sender', 'Resent-To', 'Resent-Cc', 'Resent-Message-ID',
  'In-Reply-To', 'References', 'List-Id', 'List-Help', 'List-Unsubscribe', 'List-Unsubscribe-Post',
  'List-Subscribe', 'List-Post', 'List-Owner', 'List-Archive',
].join(':');

/** Shorter RSA keys are refused by Gmail and others; 2048 bits is what to generate. */
const MIN_RSA_BITS = 1024;

function readKeyText(value: string): string {
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  try {
    return readFileSync(value, 'utf8');
  } catch (error) {
    throw new DkimConfigError('DKIM_PRIVATE_KEY', `is neither PEM text nor a readable file (${(error as Error).message})`, {
      cause: error,
    });
  }
}

function parseKey(text: string): KeyObject {
  try {
    return createPrivateKey({ key: text, format: 'pem' });
  } catch (error) {
    throw new DkimConfigError('DKIM_PRIVATE_KEY', `is not a PEM private key (${(error as Error).message})`, { cause: error });
  }
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const SELECTOR = /^[a-z0-9]([a-z0-9._-]{0,62})$/i;

/**
 * The signing settings, or `undefined` when none of the three variables is set. Throws a
 * {@link DkimConfigError} naming the variable when only some are set, a name is malformed,
 * or the key is unreadable, not RSA, or shorter than 1024 bits.
 */
export function loadDkimSigning(settings: DkimSettings): DkimSigning | undefined {
  const domain = settings.DKIM_DOMAIN?.trim() || undefined;
  const selector = settings.DKIM_SELECTOR?.trim() || undefined;
  const keyValue = settings.DKIM_PRIVATE_KEY?.trim() || undefined;
  if (!domain && !selector && !keyValue) return undefined;
  if (!domain) throw new DkimConfigError('DKIM_DOMAIN', 'must be set with DKIM_SELECTOR and DKIM_PRIVATE_KEY');
  if (!selector) throw new DkimConfigError('DKIM_SELECTOR', 'must be set with DKIM_DOMAIN and DKIM_PRIVATE_KEY');
  if (!keyValue) throw new DkimConfigError('DKIM_PRIVATE_KEY', 'must be set with DKIM_DOMAIN and DKIM_SELECTOR');
  if (!DOMAIN.test(domain)) throw new DkimConfigError('DKIM_DOMAIN', 'must be a domain name like kilele.example');
  if (!SELECTOR.test(selector)) throw new DkimConfigError('DKIM_SELECTOR', 'must be a DNS label like mail2026');
  const key = parseKey(readKeyText(keyValue));
  if (key.asymmetricKeyType !== 'rsa') {
    throw new DkimConfigError('DKIM_PRIVATE_KEY', `must be an RSA key (nodemailer signs rsa-sha256), not ${key.asymmetricKeyType ?? 'unknown'}`);
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < MIN_RSA_BITS) {
    throw new DkimConfigError('DKIM_PRIVATE_KEY', `is ${bits} bits; use an RSA key of 2048 bits (at least ${MIN_RSA_BITS})`);
  }
  const publicDer = createPublicKey(key).export({ type: 'spki', format: 'der' });
  return {
    domainName: domain.toLowerCase(),
    keySelector: selector,
    privateKey: key.export({ type: 'pkcs8', format: 'pem' }).toString(),
    headerFieldNames: DKIM_SIGNED_HEADERS,
    dnsRecord: {
      name: `${selector}._domainkey.${domain.toLowerCase()}`,
      value: `v=DKIM1; k=rsa; p=${publicDer.toString('base64')}`,
    },
  };
}
