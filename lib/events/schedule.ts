/** Whether events are upcoming or past, decided by their dates (docs/site.md). */
import type { TrainingEvent } from '@/content/schema';

/** Splits events into upcoming (soonest first) and past (latest first) at `now`. */
export function partitionEvents(events: TrainingEvent[], now: Date): { upcoming: TrainingEvent[]; past: TrainingEvent[] } {
  const byStart = [...events].sort((a, b) => Date.parse(a.starts) - Date.parse(b.starts));
  return {
    upcoming: byStart.filter((event) => Date.parse(event.ends) >= now.getTime()),
    past: byStart.filter((event) => Date.parse(event.ends) < now.getTime()).reverse(),
  };
}
