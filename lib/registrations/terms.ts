/**
 * What the seats engine needs to know of a training: its fee, how many seats it has and how
 * many one registration may take. The engine reads them through one {@link TrainingTermsSource},
 * so where they live (today nowhere: the training document gains capacity and a seat limit in
 * the admin with the next layer of issue 31) changes in one place.
 */
import type { CivilDate } from '../tax/civil-date';

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

/**
 * The running site's source: no training has a capacity yet, so none is sold on the site and
 * its page keeps the outside link. The next layer points this at the training document.
 */
export const noTrainingsSold: TrainingTermsSource = async () => undefined;
