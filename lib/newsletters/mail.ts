/**
 * A campaign's mail to one subscriber: the campaign rendered (lib/newsletters/render.ts) with the
 * subscriber's own footer (why they receive it, how to change topics, how to leave) and the
 * one-click unsubscribe headers every mail to a subscriber carries (RFC 8058). The preview and
 * the staff member's test are the same mail, without anyone's link.
 */
import { firm } from '@/content/firm';
import { escapeHtml, headerSafe } from '../mail/escape';
import { newsletterPaths, unsubscribeLinks } from '../mail/newsletter-links';
import type { FirmContactDetails, MailDraft } from '../mail/templates';
import { type RenderableCampaign, renderCampaign } from './render';

type Footer = { html: string; text: string };

const WHY = `You receive this because you subscribed to ${firm.name}'s newsletter. We do not track opens or clicks.`;

/** The subscriber's links, for the footer above the firm's address (escaped, as renderCampaign takes it). */
function subscriberFooter(links: { topics: string; unsubscribe: string }): Footer {
  return {
    text: [WHY, `Change your topics: ${links.topics}`, `Unsubscribe: ${links.unsubscribe}`].join('\n'),
    html: [
      escapeHtml(WHY),
      `<a href="${escapeHtml(links.topics)}" style="color:#4a5663">Change your topics</a>`,
      `<a href="${escapeHtml(links.unsubscribe)}" style="color:#4a5663">Unsubscribe</a>`,
    ].join('<br>\n'),
  };
}

/** The firm's postal address under every newsletter, as the mail providers' bulk-sender rules ask (docs/mail.md); from the admin's contact details. */
export type SenderAddress = Pick<FirmContactDetails, 'address'> | undefined;

export function newsletterMail(campaign: RenderableCampaign, subscriber: { email: string; unsubscribeToken: string }, siteUrl: string, contact?: SenderAddress): MailDraft {
  const unsubscribe = unsubscribeLinks(siteUrl, subscriber.unsubscribeToken);
  const footer = subscriberFooter({ topics: unsubscribe.topics, unsubscribe: unsubscribe.page });
  const { html, text } = renderCampaign(campaign, siteUrl, { footer, ...(contact ? { contact } : {}) });
  return {
    kind: 'newsletter',
    to: { address: subscriber.email },
    subject: headerSafe(campaign.subject),
    text,
    html,
    headers: { ...unsubscribe.headers },
    personEmail: subscriber.email.toLowerCase(),
  };
}

/** The mail as subscribers get it, with the topics and unsubscribe pages' addresses where their own links go. */
export function newsletterPreview(campaign: RenderableCampaign, siteUrl: string, contact?: SenderAddress): { subject: string; html: string; text: string } {
  return {
    subject: campaign.subject,
    ...renderCampaign(campaign, siteUrl, {
      footer: subscriberFooter({ topics: `${siteUrl}${newsletterPaths.topics}`, unsubscribe: `${siteUrl}${newsletterPaths.unsubscribe}` }),
      ...(contact ? { contact } : {}),
    }),
  };
}

/** The test a staff member sends themselves: the preview, marked as a test. */
export function newsletterTest(campaign: RenderableCampaign, staffEmail: string, siteUrl: string, contact?: SenderAddress): MailDraft {
  const preview = newsletterPreview(campaign, siteUrl, contact);
  return {
    kind: 'newsletter-test',
    to: { address: staffEmail },
    subject: headerSafe(`[Test] ${campaign.subject}`),
    text: `A test of a newsletter campaign: each subscriber's copy carries their own links to change their topics and to unsubscribe.

${preview.text}`,
    html: preview.html,
    personEmail: staffEmail.toLowerCase(),
  };
}
