/**
 * A training as its registrations' mails need it (the confirmation's details and `.ics`, the
 * day-before reminder), read by the training document's id through the admin this process has
 * open: the server's own jobs run outside Next's bundle (lib/cms/read-firm-contact.ts says why).
 * The published document, mapped here field by field so this module loads neither Next nor the
 * collection's admin configuration.
 */
import type { IcsEvent } from '../events/ics';
import { eatDateTime, texts } from './fields';
import type { TrainingEvent as StoredTrainingEvent } from './payload-types';
import type { DocumentReader } from './state';

/** The published training with this id, or undefined when there is none (deleted, never published, not a number). */
export async function readTrainingEvent(admin: () => Promise<DocumentReader>, trainingId: string): Promise<IcsEvent | undefined> {
  if (!/^\d{1,12}$/.test(trainingId)) return undefined;
  const doc = (await (await admin()).findByID({ collection: 'training-events', id: Number(trainingId), depth: 0, overrideAccess: true, disableErrors: true })) as
    | StoredTrainingEvent
    | null;
  if (!doc || doc._status !== 'published') return undefined;
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    intro: { lead: doc.intro.lead, paragraphs: texts(doc.intro.paragraphs) },
    priceKes: doc.priceKes,
    starts: eatDateTime(doc.starts),
    ends: eatDateTime(doc.ends),
    venue: doc.venue,
    address: doc.address,
  };
}
