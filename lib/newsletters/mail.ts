/**
 * A campaign's mail to one subscriber: the campaign as rendered once (lib/newsletters/render.ts),
 * with the subscriber's own footer (why they receive it, how to change topics, how to leave) and
 * the one-click unsubscribe headers every mail to a subscriber carries (RFC 8058).
 */
import { firm } from '@/content/firm';
import { escapeHtml } from '../mail/escape';
import { unsubscribeLinks } from '../mail/newsletter-links';
import type { MailDraft } from '../mail/templates';

export type RenderedCampaign = { subject: string; html: string; text: string };

type Footer = { text: string; html: string };

function subscriberFooter(siteUrl: string, unsubscribePage: string): Footer {
  const why = `You receive this because you subscribed to ${firm.name}'s newsletter. We do not track opens or clicks.`;
  const topics = `To change your topics, sign up again with this address on ${siteUrl}: we ask you to confirm the new choice.`;
  return {
    text: ['', '--', why, topics, `Unsubscribe: ${unsubscribePage}`].join('\n'),
    html: `<hr>\n<p style="font-size:13px;color:#555">${escapeHtml(why)}<br>\nTo change your topics, sign up again with this address on <a href="${escapeHtml(siteUrl)}">${escapeHtml(new URL(siteUrl).host)}</a>: we ask you to confirm the new choice.<br>\n<a href="${escapeHtml(unsubscribePage)}">Unsubscribe</a></p>\n`,
  };
}

/** The footer goes inside the rendered document's body, or after it when it has none. */
function withFooter(html: string, footer: string): string {
  const end = html.lastIndexOf('</body>');
  return end === -1 ? `${html}\n${footer}` : `${html.slice(0, end)}${footer}${html.slice(end)}`;
}

export function newsletterMail(campaign: RenderedCampaign, subscriber: { email: string; unsubscribeToken: string }, siteUrl: string): MailDraft {
  const unsubscribe = unsubscribeLinks(siteUrl, subscriber.unsubscribeToken);
  const footer = subscriberFooter(siteUrl, unsubscribe.page);
  return {
    kind: 'newsletter',
    to: { address: subscriber.email },
    subject: campaign.subject,
    text: `${campaign.text.trimEnd()}\n${footer.text}\n`,
    html: withFooter(campaign.html, footer.html),
    headers: { ...unsubscribe.headers },
    personEmail: subscriber.email.toLowerCase(),
  };
}

/** The test a staff member sends themselves: the mail as subscribers get it, marked as a test, without anyone's link. */
export function newsletterTest(campaign: RenderedCampaign, staffEmail: string): MailDraft {
  const note = 'A test of a newsletter campaign: subscribers get this mail with their own unsubscribe link here.';
  return {
    kind: 'newsletter-test',
    to: { address: staffEmail },
    subject: `[Test] ${campaign.subject}`,
    text: `${campaign.text.trimEnd()}\n\n--\n${note}\n`,
    html: withFooter(campaign.html, `<hr>\n<p style="font-size:13px;color:#555">${escapeHtml(note)}</p>\n`),
    personEmail: staffEmail.toLowerCase(),
  };
}
