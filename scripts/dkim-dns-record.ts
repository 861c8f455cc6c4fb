/**
 * Prints the DNS TXT record a firm must publish for the site's DKIM key:
 *
 *   npm run dkim:dns-record
 *
 * It reads the same DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY the server signs with
 * (docs/mail.md), so the record cannot disagree with the key in use. The record goes to
 * stdout; a missing or unusable setting is named on stderr with exit code 1.
 */
import { DkimConfigError, loadDkimSigning } from '../lib/mail/dkim';

/** DNS TXT strings hold at most 255 characters; longer values are written as several. */
const TXT_STRING_LENGTH = 255;

function main(): number {
  let signing;
  try {
    signing = loadDkimSigning({
      DKIM_DOMAIN: process.env.DKIM_DOMAIN,
      DKIM_SELECTOR: process.env.DKIM_SELECTOR,
      DKIM_PRIVATE_KEY: process.env.DKIM_PRIVATE_KEY,
    });
  } catch (error) {
    if (!(error instanceof DkimConfigError)) throw error;
    process.stderr.write(`${error.variable}: ${error.message}\n`);
    return 1;
  }
  if (!signing) {
    process.stderr.write('DKIM is not configured: set DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY as the server has them.\n');
    return 1;
  }
  const { name, value } = signing.dnsRecord;
  const strings = (value.match(new RegExp(`.{1,${TXT_STRING_LENGTH}}`, 'g')) ?? []).map((part) => `"${part}"`);
  process.stdout.write(
    [
      `Publish this TXT record in the DNS of ${signing.domainName}:`,
      '',
      `name:  ${name}`,
      `value: ${value}`,
      '',
      `As a zone-file line (strings of at most ${TXT_STRING_LENGTH} characters, as most DNS panels split it):`,
      `${name}. TXT ${strings.join(' ')}`,
      '',
    ].join('\n'),
  );
  return 0;
}

process.exitCode = main();
