/**
 * What the seats engine needs to know of a training: its fee, how many seats it has and how
 * many one registration may take. The engine reads them through one {@link TrainingTermsSource},
 * so where they live (the training document's Registration group: lib/cms/read-training-terms.ts)
 * changes in one place.
 */
import { nairobiToday } from '../nairobi-time';
import type { CivilDate } from '../tax/civil-date';

/** The most seats one registration may take, unless staff set otherwise on the training. */
export const DEFAULT_SEAT_LIMIT = 5;

export type TrainingTerms = {
  /** The training as registrations name it (the training document's id). */
  trainingId: string;
  title: string;
  /** The fee for one seat, whole shillings, VAT included. */
  feeKes: number;
  /** Seats in the room. */
  capacity: number;
  /** The most seats one registration may take. */
  seatLimit: number;
  /** The day it starts in Nairobi: no registration from then on, and no invoice due after the day before. */
  startsOn: CivilDate;
};

/** The terms of a training, or undefined when the site does not sell its seats (no capacity set). */
export type TrainingTermsSource = (trainingId: string) => Promise<TrainingTerms | undefined>;

/** True from the training's first day in Nairobi: no registration, Try again or waitlist offer is taken from then on. */
export const hasStarted = (terms: Pick<TrainingTerms, 'startsOn'>, now: Date): boolean => nairobiToday(now) >= terms.startsOn;
