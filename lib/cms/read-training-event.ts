/**
 * A training as its registrations' mails need it (the confirmation's details and `.ics`, the
 * day-before reminder), read by the training document's id through the admin this process has
 * open: the server's own jobs run outside Next's bundle (lib/cms/read-firm-contact.ts says why).
 * The published document, through the collection's own reshape (collections/Trainings/reshape.ts),
 * which loads neither Next nor the collection's admin configuration.
 */
import type { IcsEvent } from '../events/ics';
import { trainingFromDoc } from './collections/Trainings/reshape';
import type { TrainingEvent as StoredTrainingEvent } from './payload-types';
import type { DocumentReader } from './state';

/** The published training with this id, or undefined when there is none (deleted, never published, not a number). */
export async function readTrainingEvent(admin: () => Promise<DocumentReader>, trainingId: string): Promise<IcsEvent | undefined> {
  if (!/^\d{1,12}$/.test(trainingId)) return undefined;
  const doc = (await (await admin()).findByID({ collection: 'training-events', id: Number(trainingId), depth: 0, overrideAccess: true, disableErrors: true })) as
    | StoredTrainingEvent
    | null;
  if (!doc || doc._status !== 'published') return undefined;
  return trainingFromDoc(doc);
}
