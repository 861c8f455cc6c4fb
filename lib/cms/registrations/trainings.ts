/**
 * The trainings as the staff's registrations screens name them: title, first day, seats in the
 * room, read from the training documents by the ids registrations store. Drafts included (staff
 * see a training they took off the site), and a deleted training is simply missing: its
 * registrations still show, under its number.
 */
import type { Payload } from 'payload';
import type { TrainingEvent as StoredTraining } from '../payload-types';
import { isDocumentNumber } from '../document-number';

export type TrainingInfo = {
  id: string;
  title: string;
  slug: string;
  starts: Date;
  /** Seats in the room; null when the site does not sell its seats (any more). */
  capacity: number | null;
  published: boolean;
};

/** The trainings with these ids (documents' numbers as text), by id. Call only after the role check: it reads past the collection's access. */
export async function trainingsByIds(payload: Payload, ids: readonly string[]): Promise<Map<string, TrainingInfo>> {
  const numbers = [...new Set(ids)].filter(isDocumentNumber).map(Number);
  if (numbers.length === 0) return new Map();
  const found = await payload.find({
    collection: 'training-events',
    where: { id: { in: numbers } },
    depth: 0,
    draft: true,
    pagination: false,
    overrideAccess: true,
  });
  return new Map(
    (found.docs as StoredTraining[]).map((doc) => [
      String(doc.id),
      {
        id: String(doc.id),
        title: doc.title,
        slug: doc.slug,
        starts: new Date(doc.starts),
        capacity: doc.registration?.capacity ?? null,
        published: doc._status === 'published',
      },
    ]),
  );
}

/** What a training is called on the screens, known or not. */
export const trainingName = (trainingId: string, training: TrainingInfo | undefined) => training?.title ?? `Training ${trainingId} (deleted)`;
