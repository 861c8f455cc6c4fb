/**
 * A stored training (read with its image populated) as the typed event pages take, written
 * once: the collection's `fromDoc` (index.ts) and the server's own jobs, which run outside
 * Next's bundle and load no admin configuration (lib/cms/read-training-event.ts), both use it.
 */
import type { TrainingEvent } from '../../../../content/schema';
import { DEFAULT_SEAT_LIMIT } from '../../../registrations/terms';
import { eatDateTime, numbered, texts } from '../../fields';
import { imageOf } from '../../images';
import type { TrainingEvent as StoredTrainingEvent } from '../../payload-types';

export function trainingFromDoc(doc: StoredTrainingEvent): TrainingEvent {
  return {
    id: doc.id,
    title: doc.title,
    slug: doc.slug,
    image: imageOf(doc.image),
    intro: { lead: doc.intro.lead, paragraphs: texts(doc.intro.paragraphs) },
    outline: {
      heading: doc.outline.heading,
      listHeading: doc.outline.listHeading,
      topics: numbered(doc.outline.topics).map(({ id, name, description }) => ({ id, name, description })),
      closing: doc.outline.closing ?? '',
    },
    more: { heading: doc.more.heading, text: doc.more.text ?? '', items: texts(doc.more.items) },
    cost: { title: doc.cost.title, description: doc.cost.description },
    closingNote: doc.closingNote ?? '',
    link: doc.link ?? '',
    venue: doc.venue,
    starts: eatDateTime(doc.starts),
    ends: eatDateTime(doc.ends),
    priceKes: doc.priceKes,
    address: doc.address,
    ...(doc.registration?.capacity ? { seats: { capacity: doc.registration.capacity, seatLimit: doc.registration.seatLimit ?? DEFAULT_SEAT_LIMIT } } : {}),
  };
}
