/**
 * The order a restore fills the tables in (lib/db/backup.ts): each after the tables its
 * foreign keys refer to, with the keys checked at commit (DEFERRABLE) and a table's keys to
 * itself left out, and a circle of keys refused by name.
 */
import { describe, expect, it } from 'vitest';
import { loadOrder, tableInSql } from '@/lib/db/backup';

describe('the restore’s table order', () => {
  it('puts each table after the tables its keys refer to, across both schemas', () => {
    const order = loadOrder(
      ['lead_handling', 'subscribers', 'payload._training_events_v', 'payload.media', 'payload.training_events', 'payload.users', 'payload.users_sessions'],
      [
        { from: 'payload._training_events_v', to: 'payload.training_events', deferrable: false },
        { from: 'payload._training_events_v', to: 'payload.media', deferrable: false },
        { from: 'payload.training_events', to: 'payload.media', deferrable: false },
        { from: 'payload.users_sessions', to: 'payload.users', deferrable: false },
        { from: 'lead_handling', to: 'subscribers', deferrable: true },
      ],
    );
    expect(order).toEqual(['lead_handling', 'subscribers', 'payload.media', 'payload.users', 'payload.training_events', 'payload.users_sessions', 'payload._training_events_v']);
  });

  it('leaves out a table’s keys to itself and keys to tables the backup does not hold', () => {
    expect(
      loadOrder(
        ['payload.folders', 'payload.media'],
        [
          { from: 'payload.folders', to: 'payload.folders', deferrable: false },
          { from: 'payload.media', to: 'payload.folders', deferrable: false },
          { from: 'payload.media', to: 'payload.elsewhere', deferrable: false },
        ],
      ),
    ).toEqual(['payload.folders', 'payload.media']);
  });

  it('refuses tables whose keys refer to each other in a circle', () => {
    expect(() =>
      loadOrder(
        ['a', 'b', 'c'],
        [
          { from: 'b', to: 'c', deferrable: false },
          { from: 'c', to: 'b', deferrable: false },
        ],
      ),
    ).toThrow('the tables b, c refer to each other in a circle: no order fills them');
  });

  it('names the site’s tables as they are and the admin’s with their schema, quoted', () => {
    expect(tableInSql('subscribers')).toBe('"subscribers"');
    expect(tableInSql('payload._training_events_v')).toBe('"payload"."_training_events_v"');
    expect(tableInSql('payload.we"ird')).toBe('"payload"."we""ird"');
  });
});
