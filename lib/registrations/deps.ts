/**
 * What the registrations engine works with, passed in so the tests give it a database of their
 * own, a stand-in Daraja and a clock they move: the running site's come from
 * {@link defaultRegistrationDeps}.
 */
import type { InvoiceDetails } from '../cms/globals/InvoiceDetails/reshape';
import { openedAdmin, readFirmContact } from '../cms/read-firm-contact';
import { readInvoiceDetails } from '../cms/read-invoice-details';
import { readTrainingEvent } from '../cms/read-training-event';
import { trainingTermsFrom } from '../cms/read-training-terms';
import { getServerConfig } from '../config';
import { getDatabase } from '../db/client';
import type { Db } from '../db/types';
import type { IcsEvent } from '../events/ics';
import { log } from '../log';
import { wakeMailWorker } from '../mail/runtime';
import type { FirmContactDetails } from '../mail/templates';
import { mpesaCallbackUrl } from '../payments/mpesa/callback-path';
import { DarajaClient } from '../payments/mpesa/daraja';
import { processWide } from '../process-wide';
import type { TrainingTermsSource } from './terms';

/** M-Pesa as this site takes it: the Daraja client and the address Daraja calls back. */
export type MpesaGateway = { client: DarajaClient; callbackUrl: string };

export type RegistrationDeps = {
  db: Db;
  siteUrl: string;
  terms: TrainingTermsSource;
  /** Undefined when the M-Pesa settings are not set: registrations are by invoice only. */
  mpesa: MpesaGateway | undefined;
  /** Where alerts for staff go: `NOTIFY_TO`, or the email staff set in the admin. */
  staffAddress: () => Promise<string>;
  firmContact: () => Promise<FirmContactDetails>;
  /** The firm's payment details for invoices; undefined until an admin fills them in (then invoices are refused). */
  invoiceDetails: () => Promise<InvoiceDetails | undefined>;
  /**
   * The training as its mails show it (dates, times, venue, the `.ics`), by the training's id;
   * undefined when it cannot be read: the confirmation then goes without them, the reminder waits.
   */
  trainingEvent: (trainingId: string) => Promise<IcsEvent | undefined>;
  /** Tells the outbox worker that mail is queued. */
  wake: () => void;
  now: () => Date;
};

/** The running site's: its database, its settings, one Daraja client per process (it keeps the token). */
export async function defaultRegistrationDeps(): Promise<RegistrationDeps> {
  const config = getServerConfig();
  const settings = config.mpesa;
  const client = settings ? processWide('daraja-client', () => new DarajaClient(settings)) : undefined;
  // Through the admin the process made ready at its start, so the server's own sweeper needs no Next module.
  const firmContact = () => readFirmContact(openedAdmin);
  return {
    db: (await getDatabase()).db,
    siteUrl: config.SITE_URL,
    terms: trainingTermsFrom(openedAdmin),
    mpesa: settings && client ? { client, callbackUrl: mpesaCallbackUrl(config.SITE_URL, settings) } : undefined,
    staffAddress: async () => config.NOTIFY_TO ?? (await firmContact()).email,
    firmContact,
    invoiceDetails: () => readInvoiceDetails(openedAdmin),
    trainingEvent: (trainingId) =>
      readTrainingEvent(openedAdmin, trainingId).catch((error: unknown) => {
        registrationLog.warn('could not read a training for its mail', { trainingId, error });
        return undefined;
      }),
    wake: wakeMailWorker,
    now: () => new Date(),
  };
}

/** The log lines of the registrations engine and the M-Pesa flow. */
export const registrationLog = {
  info: (message: string, fields?: Record<string, unknown>) => log.info(`[registrations] ${message}`, fields),
  warn: (message: string, fields?: Record<string, unknown>) => log.warn(`[registrations] ${message}`, fields),
  error: (message: string, fields?: Record<string, unknown>) => log.error(`[registrations] ${message}`, fields),
};
