/**
 * The registrations engine's {@link TrainingTermsSource} on the training documents staff edit:
 * a training is sold on the site when it is published and its Registration group has a
 * capacity. Read through the admin the caller hands in (the one this process made ready, for
 * code outside Next's bundle: lib/registrations/deps.ts), so it loads neither Next nor Payload.
 *
 * A read is kept for {@link TRAINING_TERMS_KEPT_MS}: the seats figure a crowd asks for
 * (app/api/trainings/[id]/seats) costs one read of the document every few seconds, not one a
 * visitor. A change staff make reaches the form within that time.
 */
import { nairobiToday } from '../nairobi-time';
import { processWide } from '../process-wide';
import { DEFAULT_SEAT_LIMIT, type TrainingTerms, type TrainingTermsSource } from '../registrations/terms';
import type { TrainingEvent as StoredTraining } from './payload-types';
import type { DocumentReader } from './state';
import { isDocumentNumber } from './document-number';

/** How long a read of a training's terms is used again. */
export const TRAINING_TERMS_KEPT_MS = 5_000;

/** The terms of a stored training, or undefined when it is not sold on the site (a draft, or no capacity). */
export function trainingTermsOf(doc: StoredTraining): TrainingTerms | undefined {
  const capacity = doc.registration?.capacity;
  if (doc._status !== 'published' || !capacity || capacity < 1) return undefined;
  return {
    trainingId: String(doc.id),
    title: doc.title,
    feeKes: doc.priceKes,
    capacity,
    seatLimit: Math.max(1, doc.registration?.seatLimit ?? DEFAULT_SEAT_LIMIT),
    startsOn: nairobiToday(new Date(doc.starts)),
  };
}

type Kept = Map<string, { terms: TrainingTerms | undefined; readAt: number }>;

/** Reads kept at most: far more trainings than the firm sells at once. */
const KEPT_READS = 1_000;

/** Reads a training's terms by its id (the document's number) through `admin`; `keptMs` 0 reads afresh each time. */
export function trainingTermsFrom(admin: () => Promise<DocumentReader>, { keptMs = TRAINING_TERMS_KEPT_MS, now = Date.now } = {}): TrainingTermsSource {
  const kept = keptMs > 0 ? processWide<Kept>('registrations.training-terms', () => new Map()) : new Map<string, never>();
  return async (trainingId) => {
    if (!isDocumentNumber(trainingId)) return undefined;
    const copy = kept.get(trainingId);
    if (copy && now() - copy.readAt < keptMs) {
      // Asked for again: last to go.
      kept.delete(trainingId);
      kept.set(trainingId, copy);
      return copy.terms;
    }
    const doc = await (await admin()).findByID({ collection: 'training-events', id: Number(trainingId), depth: 0, draft: false, overrideAccess: true, disableErrors: true });
    const terms = doc ? trainingTermsOf(doc as StoredTraining) : undefined;
    if (keptMs > 0) {
      // At most KEPT_READS, the least recently asked for going first (a Map keeps the order of
      // insertion): a stranger asking for many numbers does not push out the trainings a crowd asks for.
      kept.delete(trainingId);
      kept.set(trainingId, { terms, readAt: now() });
      for (const oldest of kept.keys()) {
        if (kept.size <= KEPT_READS) break;
        kept.delete(oldest);
      }
    }
    return terms;
  };
}
