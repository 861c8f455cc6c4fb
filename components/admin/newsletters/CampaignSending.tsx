'use client';
/**
 * The campaign page's sending panel (a UI field of lib/cms/collections/Campaigns): the preview as
 * the mail will look (its HTML in a sandboxed frame, and the plain text), a test to the signed-in
 * staff member, and, for admins, Send now and Schedule with the number of subscribers it will
 * reach shown beforehand (Send now asks once more, naming the campaign and the number; a schedule
 * can be cancelled until it comes due), Stop sending while it sends (asking once more in the same
 * way), and the suppressed addresses with the relay's answer; then sent, still to send, failed,
 * not sent because stopped, and unsubscribed since. Every action is an endpoint that checks
 * the role itself (lib/cms/newsletters/endpoints.ts). The buttons are Payload's own, as on the
 * rest of the page.
 */
import { Button, useAuth, useDocumentInfo } from '@payloadcms/ui';
import { useEffect, useRef, useState } from 'react';
import styles from './newsletters.module.css';

type Counts = { recipients: number; sent: number; toSend: number; failed: number; cancelled: number; unsubscribedSince: number; finished: boolean };
type Sending = {
  subject: string;
  status: 'draft' | 'scheduled' | 'sending' | 'sent' | 'stopped';
  scheduledFor: string | null;
  audience: number;
  counts: Counts | null;
  /** The time of a schedule that came due with nobody to reach (the campaign is a draft again). */
  scheduleFoundNobody: string | null;
};
type Preview = { subject: string; html: string; text: string };
type Failure = { errors?: { message?: string }[] };
type Suppression = { address: string; reason: string; at: string };

const REFRESH_MS = 3_000;

async function call<T>(path: string, method: 'GET' | 'POST' = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as T & Failure;
  if (!response.ok) throw new Error(data.errors?.[0]?.message ?? `The site answered ${response.status}.`);
  return data;
}

const subscribersText = (n: number) => `${n.toLocaleString('en-GB')} confirmed subscriber${n === 1 ? '' : 's'}`;

export function CampaignSending() {
  const { id } = useDocumentInfo();
  const { user } = useAuth();
  const isAdmin = (user as { role?: string } | null)?.role === 'admin';
  const [sending, setSending] = useState<Sending | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [at, setAt] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [confirmingStop, setConfirmingStop] = useState(false);
  const [suppressed, setSuppressed] = useState<Suppression[] | null>(null);
  const sendNow = useRef<HTMLButtonElement>(null);
  const confirmSend = useRef<HTMLButtonElement>(null);
  const stopNow = useRef<HTMLButtonElement>(null);
  const confirmStop = useRef<HTMLButtonElement>(null);
  const base = id ? `/api/campaigns/${id}` : null;

  // Bumped to read the numbers again: after an action, and every few seconds while it sends.
  const [reads, setReads] = useState(0);

  useEffect(() => {
    if (!base) return;
    let current = true;
    call<Sending>(`${base}/sending`)
      .then((read) => current && setSending(read))
      .catch((error: unknown) => current && setMessage((error as Error).message));
    return () => {
      current = false;
    };
  }, [base, reads]);

  // A stopped campaign's last mails (those a mail worker held at the stop) are still counted in.
  const changing = sending?.status === 'sending' || sending?.status === 'scheduled' || (sending?.status === 'stopped' && !sending.counts?.finished);
  useEffect(() => {
    if (!changing) return;
    const timer = setInterval(() => setReads((n) => n + 1), REFRESH_MS);
    return () => clearInterval(timer);
  }, [changing]);

  // The question takes the focus when it appears, so a keyboard or screen reader user meets it first.
  useEffect(() => {
    if (confirming) confirmSend.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (confirmingStop) confirmStop.current?.focus();
  }, [confirmingStop]);

  async function act(work: () => Promise<string>) {
    setBusy(true);
    setMessage('');
    try {
      setMessage(await work());
    } catch (error) {
      setMessage((error as Error).message);
    }
    setBusy(false);
    setReads((n) => n + 1);
  }

  function cancelSend() {
    setConfirming(false);
    // Back where the user was before the question.
    requestAnimationFrame(() => sendNow.current?.focus());
  }

  function cancelStop() {
    setConfirmingStop(false);
    requestAnimationFrame(() => stopNow.current?.focus());
  }

  if (!base) return <p className={styles.panel}>Save the campaign to preview, test and send it.</p>;

  const startable = sending?.status === 'draft' || sending?.status === 'scheduled';
  const nairobi = (iso: string) => new Date(iso).toLocaleString('en-GB', { timeZone: 'Africa/Nairobi', dateStyle: 'medium', timeStyle: 'short' });
  const sentSoFar = (counts: Counts) => `${counts.sent.toLocaleString('en-GB')} of ${counts.recipients.toLocaleString('en-GB')}`;
  return (
    <section className={styles.panel} aria-labelledby="campaign-sending-title">
      <h2 id="campaign-sending-title">Preview and send</h2>
      <p>The preview, the test and the sending use the campaign as last saved.</p>
      <div className={styles.actions}>
        <Button buttonStyle="secondary" size="medium" margin={false} disabled={busy} onClick={() => void act(async () => {
          setPreview(await call<Preview>(`${base}/preview`));
          return 'The preview below is the campaign as saved.';
        })}>
          Preview
        </Button>
        <Button buttonStyle="secondary" size="medium" margin={false} disabled={busy} onClick={() => void act(async () => (await call<{ message: string }>(`${base}/test`, 'POST', {})).message)}>
          Send a test to me
        </Button>
      </div>

      {sending?.status === 'draft' && sending.scheduleFoundNobody && (
        <p data-testid="campaign-schedule-found-nobody">
          The schedule for {nairobi(sending.scheduleFoundNobody)} (Nairobi time) came due with no confirmed subscriber in these topics:
          nothing was sent, and the campaign is a draft again.
        </p>
      )}

      {sending && startable && (
        <div className={styles.send}>
          <p>
            It will reach <strong data-testid="campaign-audience">{subscribersText(sending.audience)}</strong> now.
            {sending.status === 'scheduled' && sending.scheduledFor && <> Scheduled for <strong data-testid="campaign-scheduled">{nairobi(sending.scheduledFor)}</strong> (Nairobi time).</>}
          </p>
          {isAdmin ? (
            <>
              {confirming ? (
                <div role="group" aria-labelledby="campaign-send-question" className={styles.confirm}>
                  <p id="campaign-send-question">
                    Send “{sending.subject}” to {subscribersText(sending.audience)} now? Once it starts it cannot be called back.
                  </p>
                  <div className={styles.actions}>
                    <Button ref={confirmSend} buttonStyle="primary" size="medium" margin={false} disabled={busy} onClick={() => void act(async () => {
                      setConfirming(false);
                      return (await call<{ message: string }>(`${base}/send`, 'POST', {})).message;
                    })}>
                      Yes, send it now
                    </Button>
                    <Button buttonStyle="secondary" size="medium" margin={false} disabled={busy} onClick={cancelSend}>
                      Cancel
                    </Button>
                  </div>
                </div>
              ) : (
                <div className={styles.actions}>
                  <Button ref={sendNow} buttonStyle="primary" size="medium" margin={false} disabled={busy || sending.audience === 0} onClick={() => setConfirming(true)}>
                    Send now to {subscribersText(sending.audience)}
                  </Button>
                </div>
              )}
              <div className={`${styles.actions} ${styles.later}`}>
                <label className={styles.schedule}>
                  <span>Send at (your computer’s time)</span>
                  <input type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} />
                </label>
                <Button buttonStyle="secondary" size="medium" margin={false} disabled={busy || !at} onClick={() => void act(async () => {
                  await call(`${base}/schedule`, 'POST', { at: new Date(at).toISOString() });
                  return `Scheduled for ${new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })} (your computer’s time).`;
                })}>
                  {sending.status === 'scheduled' ? 'Change the schedule' : 'Schedule'}
                </Button>
                {sending.status === 'scheduled' && (
                  <Button buttonStyle="secondary" size="medium" margin={false} disabled={busy} onClick={() => void act(async () => (await call<{ message: string }>(`${base}/unschedule`, 'POST', {})).message)}>
                    Cancel the schedule
                  </Button>
                )}
              </div>
            </>
          ) : (
            <p>An administrator sends it.</p>
          )}
        </div>
      )}

      {sending?.status === 'sending' && sending.counts && isAdmin && (
        <div className={styles.send}>
          {confirmingStop ? (
            <div role="group" aria-labelledby="campaign-stop-question" className={styles.confirm}>
              <p id="campaign-stop-question">
                Stop sending “{sending.subject}”? {sentSoFar(sending.counts)} have been sent; the rest will not be. Mails already handed to the
                mail server still arrive.
              </p>
              <div className={styles.actions}>
                <Button ref={confirmStop} buttonStyle="primary" size="medium" margin={false} disabled={busy} onClick={() => void act(async () => {
                  setConfirmingStop(false);
                  return (await call<{ message: string }>(`${base}/stop`, 'POST', {})).message;
                })}>
                  Yes, stop it
                </Button>
                <Button buttonStyle="secondary" size="medium" margin={false} disabled={busy} onClick={cancelStop}>
                  Cancel
                </Button>
              </div>
            </div>
          ) : (
            <div className={styles.actions}>
              <Button ref={stopNow} buttonStyle="secondary" size="medium" margin={false} disabled={busy} onClick={() => setConfirmingStop(true)}>
                Stop sending
              </Button>
            </div>
          )}
        </div>
      )}

      {sending?.status === 'stopped' && sending.counts && (
        <p data-testid="campaign-stopped">
          Stopped while sending: {sentSoFar(sending.counts)} were sent, and {sending.counts.cancelled.toLocaleString('en-GB')} will not be.
          It is not in the web archive. Mails already handed to the mail server still arrive.
        </p>
      )}

      {sending?.counts && (
        <dl className={styles.counts} aria-label="Sending">
          <div><dt>Recipients</dt><dd data-testid="count-recipients">{sending.counts.recipients}</dd></div>
          <div><dt>Sent</dt><dd data-testid="count-sent">{sending.counts.sent}</dd></div>
          <div><dt>Still to send</dt><dd data-testid="count-to-send">{sending.counts.toSend}</dd></div>
          <div><dt>Failed</dt><dd data-testid="count-failed">{sending.counts.failed}</dd></div>
          {sending.status === 'stopped' && <div><dt>Not sent (stopped)</dt><dd data-testid="count-cancelled">{sending.counts.cancelled}</dd></div>}
          <div><dt>Unsubscribed since</dt><dd data-testid="count-unsubscribed">{sending.counts.unsubscribedSince}</dd></div>
        </dl>
      )}

      {isAdmin && (
        <details
          className={styles.suppressed}
          onToggle={(event) => {
            if ((event.currentTarget as HTMLDetailsElement).open && !suppressed)
              call<{ suppressions: Suppression[] }>('/api/campaigns/suppressions').then((read) => setSuppressed(read.suppressions), (error: unknown) => setMessage((error as Error).message));
          }}
        >
          <summary>Suppressed addresses (no newsletter goes to them)</summary>
          {suppressed?.length === 0 && <p>None: the relay has refused no newsletter for good.</p>}
          {suppressed && suppressed.length > 0 && (
            <table>
              <thead>
                <tr><th scope="col">Address</th><th scope="col">Since</th><th scope="col">The relay’s answer</th></tr>
              </thead>
              <tbody>
                {suppressed.map((row) => (
                  <tr key={row.address}><td>{row.address}</td><td>{new Date(row.at).toLocaleDateString('en-GB')}</td><td>{row.reason}</td></tr>
                ))}
              </tbody>
            </table>
          )}
        </details>
      )}

      <p role="status" className={styles.message}>{message}</p>

      {preview && (
        <div className={styles.preview}>
          <h3>Subject: {preview.subject}</h3>
          {/* No scripts, no same-origin: the mail's HTML cannot reach the admin. */}
          <iframe title="The mail as HTML" sandbox="" srcDoc={preview.html} className={styles.frame} />
          <h3>Plain text</h3>
          <pre className={styles.text}>{preview.text}</pre>
        </div>
      )}
    </section>
  );
}
