/**
 * A stand-in for the site in the middle of taking an M-Pesa registration, for the kill -9 test
 * (tests/integration/registrations-crash.test.ts): it opens the test's database, registers one
 * visitor for the test's seminar with the stand-in Daraja, prints `pushed` once Daraja has
 * accepted the push, and then waits to be killed (the test may kill it sooner, while Daraja
 * keeps the push waiting).
 *
 * Arguments: the database URL, its socket path (or `-`), the stand-in Daraja's URL, and where
 * Daraja is to call back (an address where nothing answers: the site is about to die).
 */
import { firmContactSeed } from '../../../lib/cms/globals/ContactDetails/reshape';
import { seminarEvent, testInvoiceDetails } from './registration-fixtures';
import { openDatabase } from '../../../lib/db/client';
import { DarajaClient } from '../../../lib/payments/mpesa/daraja';
import { parseMpesaSettings } from '../../../lib/payments/mpesa/settings';
import { register } from '../../../lib/registrations/register';
import type { TrainingTerms } from '../../../lib/registrations/terms';

const [databaseUrl, socketPath, darajaUrl, callbackUrl] = process.argv.slice(2);
const seminar: TrainingTerms = { trainingId: 'tax-seminar-2026', title: 'Tax seminar 2026', feeKes: 35_000, capacity: 1, seatLimit: 5, startsOn: '2026-05-29' };
const parsed = parseMpesaSettings({
  MPESA_ENV: 'sandbox',
  MPESA_CONSUMER_KEY: 'test-key',
  MPESA_CONSUMER_SECRET: 'test-secret',
  MPESA_SHORTCODE: '174379',
  MPESA_PASSKEY: 'bfb279f9aa9bdbcf158e97dd71a467cd',
  MPESA_TYPE: 'paybill',
  MPESA_API_URL: darajaUrl,
});
if (!parsed.ok || !parsed.settings) throw new Error('settings');
const now = () => new Date('2026-05-01T07:00:00Z');
const handle = await openDatabase({ databaseUrl: databaseUrl!, socketPath: socketPath === '-' ? undefined : socketPath, kind: 'embedded', maxConnections: 2 });
const registering = register(
  { trainingId: seminar.trainingId, name: 'Amina Otieno', email: 'amina@example.com', phone: '0712345678', attendees: ['Amina Otieno'], paymentMethod: 'mpesa' },
  {
    db: handle.db,
    siteUrl: 'https://www.kilele.example',
    terms: async (id) => (id === seminar.trainingId ? seminar : undefined),
    mpesa: { client: new DarajaClient(parsed.settings, { now, timeoutMs: 600_000 }), callbackUrl: callbackUrl! },
    staffAddress: async () => 'enquiries@kilele.example',
    firmContact: async () => firmContactSeed(),
    invoiceDetails: async () => testInvoiceDetails,
    trainingEvent: async () => seminarEvent,
    wake: () => undefined,
    now,
  },
);
await registering;
process.stdout.write('pushed\n');
setInterval(() => undefined, 60_000);
