/**
 * The copy of trainings' terms the seats request and the form read (lib/cms/read-training-terms.ts):
 * a crowd asking for the trainings on sale costs one read of each every few seconds, and a
 * stranger asking for many numbers that name no training does not push those reads out.
 */
import { describe, expect, it } from 'vitest';
import { trainingTermsFrom } from '../../lib/cms/read-training-terms';
import type { DocumentReader } from '../../lib/cms/state';

const onSale = { id: 5, _status: 'published', title: 'Tax seminar', priceKes: 35_000, starts: '2030-06-04T06:00:00.000Z', registration: { capacity: 40, seatLimit: 5 } };

describe('the kept terms of trainings', () => {
  it('reads a training on sale once while a stranger asks for thousands of numbers between a crowd’s requests', async () => {
    const reads: number[] = [];
    const reader: DocumentReader = {
      findByID: async ({ id }) => {
        reads.push(Number(id));
        return Number(id) === 5 ? onSale : null;
      },
    };
    // Every request within the same five seconds.
    const terms = trainingTermsFrom(async () => reader, { keptMs: 5_000, now: () => 1_000 });
    expect(await terms('5')).toMatchObject({ trainingId: '5', capacity: 40, seatLimit: 5, feeKes: 35_000 });
    for (let number = 100; number < 3_100; number += 1) {
      expect(await terms(String(number))).toBeUndefined();
      if (number % 100 === 0) expect(await terms('5')).toMatchObject({ capacity: 40 });
    }
    expect(reads.filter((id) => id === 5)).toEqual([5]);
    expect(reads).toHaveLength(3_001);
    // A number past PostgreSQL's integers is no training, and is not asked for.
    expect(await terms('2147483648')).toBeUndefined();
    expect(reads).toHaveLength(3_001);
  });
});
