/**
 * NOTIFY_TO: where the firm's notifications of contact messages and bookings go. Unset (or
 * empty), the configuration names no address and each notification goes to the general email
 * staff set in the admin, read when it is queued (tests/integration/cms-firm-contact-mail.test.ts);
 * a bad address stops the start with a message naming the variable (docs/mail.md).
 */
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../lib/config';

describe('NOTIFY_TO', () => {
  it('names no address when not set, or set empty', () => {
    expect(parseConfig({}).NOTIFY_TO).toBeUndefined();
    expect(parseConfig({ NOTIFY_TO: '' }).NOTIFY_TO).toBeUndefined();
    expect(parseConfig({ NOTIFY_TO: '   ' }).NOTIFY_TO).toBeUndefined();
  });

  it('takes an address, trimmed', () => {
    expect(parseConfig({ NOTIFY_TO: ' partners@kilele.example ' }).NOTIFY_TO).toBe('partners@kilele.example');
  });

  it('refuses what is not an address, naming the variable', () => {
    expect(() => parseConfig({ NOTIFY_TO: 'partners at kilele' })).toThrow(/NOTIFY_TO/);
  });
});
