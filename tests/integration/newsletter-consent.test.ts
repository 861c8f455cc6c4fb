/**
 * Consent that survives mail scanners, on both databases: opening a link (what a scanner
 * does) reads and changes nothing; the page's button post, or an RFC 8058 one-click post,
 * does the change; a cross-site browser post is refused.
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { subscribers } from '../../lib/db/schema';
import { consentPageRedirect, type ConsentDeps, handleConsentPost } from '../../lib/forms/consent-post';
import { confirmationState, unsubscribeState } from '../../lib/forms/newsletter';
import { processSubmission } from '../../lib/forms/submission';
import { databaseKinds, useFormsDatabase } from './support/databases';
import { TEST_SITE_URL, testDeps } from './support/deps';
import { outbox } from './support/rows';

describe.each(databaseKinds)('newsletter consent on the %s', (_label, create) => {
  const database = useFormsDatabase(create);
  const db = () => database().handle.db;
  const deps = (): ConsentDeps => ({ database: async () => db(), siteUrl: TEST_SITE_URL, trustProxy: false, log: () => undefined });

  /** Signs `email` up and returns the links of its confirmation mail. */
  async function signUp(email: string) {
    expect((await processSubmission('subscribe', { email }, 'footer', testDeps(db()))).status).toBe(200);
    const mail = (await outbox(db())).find((row) => row.toAddress === email);
    const confirm = /\/newsletter\/confirm\?token=([\w-]{43})/.exec(mail?.textBody ?? '')?.[1];
    const unsubscribe = /\/newsletter\/unsubscribe\?token=([\w-]{43})/.exec(mail?.textBody ?? '')?.[1];
    const oneClick = /^<(.+)>$/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1];
    if (!confirm || !unsubscribe || !oneClick) throw new Error(`no links in the mail to ${email}`);
    return { confirm, unsubscribe, oneClick };
  }

  const row = async (email: string) => (await db().select().from(subscribers).where(eq(subscribers.email, email)))[0];

  /** A post as the page's button sends it from the site itself. */
  const buttonPost = (path: string, token: string, headers: Record<string, string> = {}) =>
    new Request(`${TEST_SITE_URL}${path}?token=${token}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: TEST_SITE_URL,
        'sec-fetch-site': 'same-origin',
        host: 'www.kilele.example',
        ...headers,
      },
      body: `token=${token}`,
    });


  it('opening the confirmation link changes nothing; pressing its button confirms', async () => {
    const links = await signUp('amani@example.com');
    const before = await row('amani@example.com');
    expect(before).toMatchObject({ status: 'pending', consentedAt: null });

    // What a scanner does: open the link, as often as it likes, and the button's address too.
    for (let i = 0; i < 3; i += 1) expect(await confirmationState(db(), links.confirm)).toBe('pending');
    const opened = consentPageRedirect(new Request(`${TEST_SITE_URL}/newsletter/confirm/submit?token=${links.confirm}`), 'confirm');
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/newsletter/confirm?token=${links.confirm}`);
    expect(await row('amani@example.com')).toEqual(before);

    const pressed = await handleConsentPost(buttonPost('/newsletter/confirm/submit', links.confirm), 'confirm', deps());
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe(`/newsletter/confirm?token=${links.confirm}&done=1`);
    const after = await row('amani@example.com');
    expect(after?.status).toBe('confirmed');
    expect(after?.consentedAt).toBeInstanceOf(Date);
    expect(await confirmationState(db(), links.confirm)).toBe('already-confirmed');

    // Pressing again (a reload of the post) changes nothing more.
    const again = await handleConsentPost(buttonPost('/newsletter/confirm/submit', links.confirm), 'confirm', deps());
    expect(again.headers.get('location')).toBe(`/newsletter/confirm?token=${links.confirm}`);
    expect(await row('amani@example.com')).toEqual(after);
  });

  it('opening the unsubscribe link changes nothing; pressing its button unsubscribes', async () => {
    const links = await signUp('baraka@example.com');
    await handleConsentPost(buttonPost('/newsletter/confirm/submit', links.confirm), 'confirm', deps());
    const before = await row('baraka@example.com');
    expect(before?.status).toBe('confirmed');

    for (let i = 0; i < 3; i += 1) expect(await unsubscribeState(db(), links.unsubscribe)).toBe('subscribed');
    consentPageRedirect(new Request(links.oneClick), 'unsubscribe');
    expect(await row('baraka@example.com')).toEqual(before);

    const pressed = await handleConsentPost(buttonPost('/newsletter/unsubscribe/submit', links.unsubscribe), 'unsubscribe', deps());
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe(`/newsletter/unsubscribe?token=${links.unsubscribe}&done=1`);
    expect(await row('baraka@example.com')).toMatchObject({ status: 'unsubscribed', confirmTokenHash: null });
    expect(await unsubscribeState(db(), links.unsubscribe)).toBe('already-unsubscribed');
  });

  it('honours an RFC 8058 one-click post, with no Origin and no cookies, url-encoded or multipart', async () => {
    const first = await signUp('chebet@example.com');
    const second = await signUp('daudi@example.com');
    expect(first.oneClick).toBe(`${TEST_SITE_URL}/newsletter/unsubscribe/submit?token=${first.unsubscribe}`);

    const urlEncoded = await handleConsentPost(
      new Request(first.oneClick, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
      'unsubscribe',
      deps(),
    );
    expect(urlEncoded.status).toBe(200);
    expect(await urlEncoded.text()).toBe('You have been unsubscribed. We will not send newsletters to this address any more.\n');
    expect((await row('chebet@example.com'))?.status).toBe('unsubscribed');

    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const multipart = await handleConsentPost(new Request(second.oneClick, { method: 'POST', body: form }), 'unsubscribe', deps());
    expect(multipart.status).toBe(200);
    expect((await row('daudi@example.com'))?.status).toBe('unsubscribed');

    const repeated = await handleConsentPost(
      new Request(second.oneClick, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }),
      'unsubscribe',
      deps(),
    );
    expect(repeated.status).toBe(200);
    expect(await repeated.text()).toBe('This address was already unsubscribed.\n');

    const unknown = await handleConsentPost(
      new Request(`${TEST_SITE_URL}/newsletter/unsubscribe/submit?token=${'A'.repeat(43)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
      'unsubscribe',
      deps(),
    );
    expect(unknown.status).toBe(404);
  });

  it('refuses a cross-site browser post and odd bodies, changing nothing', async () => {
    const links = await signUp('esther@example.com');
    const before = await row('esther@example.com');
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: '', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const answer = await handleConsentPost(buttonPost('/newsletter/confirm/submit', links.confirm, headers), 'confirm', deps());
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      const unsubscribed = await handleConsentPost(buttonPost('/newsletter/unsubscribe/submit', links.unsubscribe, headers), 'unsubscribe', deps());
      expect(unsubscribed.status, JSON.stringify(headers)).toBe(403);
    }
    expect(await row('esther@example.com')).toEqual(before);

    // Now confirmed by its own button; the odd unsubscribe posts below must leave it so.
    await handleConsentPost(buttonPost('/newsletter/confirm/submit', links.confirm), 'confirm', deps());
    const tooLarge = await handleConsentPost(
      new Request(`${TEST_SITE_URL}/newsletter/unsubscribe/submit?token=${links.unsubscribe}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `List-Unsubscribe=One-Click&pad=${'x'.repeat(5_000)}`,
      }),
      'unsubscribe',
      deps(),
    );
    expect(tooLarge.status).toBe(413);
    const json = await handleConsentPost(
      new Request(`${TEST_SITE_URL}/newsletter/unsubscribe/submit?token=${links.unsubscribe}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"List-Unsubscribe":"One-Click"}',
      }),
      'unsubscribe',
      deps(),
    );
    expect(json.status).toBe(415);
    expect((await row('esther@example.com'))?.status).toBe('confirmed');
  });

  it('judges an expired link by the database clock, and its button does not confirm it', async () => {
    const links = await signUp('faith@example.com');
    // One second past expiry by the database's own clock.
    await db().execute(sql`update subscribers set confirm_expires_at = now() - interval '1 second' where email = 'faith@example.com'`);
    expect(await confirmationState(db(), links.confirm)).toBe('expired');
    const pressed = await handleConsentPost(buttonPost('/newsletter/confirm/submit', links.confirm), 'confirm', deps());
    expect(pressed.headers.get('location')).toBe(`/newsletter/confirm?token=${links.confirm}`);
    expect((await row('faith@example.com'))?.status).toBe('pending');
  });
});
