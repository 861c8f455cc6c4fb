/**
 * A campaign as a mail: an HTML document that mail clients draw alike (a table layout, inline
 * styles, a hidden preheader, 600 px wide; Outlook's Word engine gets a fixed-width table of its
 * own) and a plain-text part with the same words and links. Pure: the same campaign renders the
 * same mail, so a test mail, the preview and the sending all show one thing.
 *
 * Nothing personal is in it: the archive shows the same body (app/(site)/insights/newsletters),
 * and each subscriber's unsubscribe and topics links are the sender's to add, as
 * `options.footer` (docs/mail.md, "Newsletters").
 */
import { firm } from '../../content/firm';
import { escapeHtml } from '../mail/escape';
import type { FirmContactDetails } from '../mail/templates';
import { bodyHtml, bodyText } from './body';

/** What a campaign renders from: the collection's fields the mail shows. */
export type RenderableCampaign = { subject: string; preheader?: string | null; body: unknown /* Lexical editor state */ };

export type RenderOptions = {
  /** The admin's contact details (lib/cms/read-firm-contact.ts) for the footer's address; without them, the firm's name and site. */
  contact?: Pick<FirmContactDetails, 'address'>;
  /** HTML and text the sender adds above the footer's address, already escaped: a subscriber's own links. */
  footer?: { html: string; text: string };
};

/**
 * Characters that show nothing, after the preheader: mail clients fill the preview line with the
 * body's first words when the preheader is shorter than the space they give it.
 */
const PREVIEW_FILLER = '&#847;&zwnj;&nbsp;'.repeat(40);

const FONT = 'font-family:Arial,Helvetica,sans-serif';

/** The office's address on one line, as the other mails' signatures write it. */
const addressLine = ({ address }: Pick<FirmContactDetails, 'address'>) =>
  [address.building, address.street, address.locality, address.city].filter(Boolean).join(', ');

function footerText(siteUrl: string, options: RenderOptions): string {
  return [options.footer?.text, firm.name, options.contact ? addressLine(options.contact) : undefined, siteUrl].filter(Boolean).join('\n');
}

function footerHtml(siteUrl: string, options: RenderOptions): string {
  const lines = [
    escapeHtml(firm.name),
    options.contact ? escapeHtml(addressLine(options.contact)) : undefined,
    `<a href="${escapeHtml(siteUrl)}" style="color:#4a5663;text-decoration:underline">${escapeHtml(siteUrl.replace(/^https?:\/\//, ''))}</a>`,
  ].filter(Boolean);
  return [
    options.footer ? `<p style="margin:0 0 12px">${options.footer.html}</p>` : '',
    `<p style="margin:0">${lines.join('<br>\n')}</p>`,
  ].join('\n');
}

function htmlDocument(campaign: RenderableCampaign, siteUrl: string, options: RenderOptions): string {
  const preheader = campaign.preheader?.trim();
  return `<!doctype html>
<html lang="en-GB" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<title>${escapeHtml(campaign.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f6f4ef">
${preheader ? `<div style="display:none;max-height:0;max-width:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:#f6f4ef;opacity:0">${escapeHtml(preheader)}${PREVIEW_FILLER}</div>\n` : ''}<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background-color:#f6f4ef">
<tr><td align="center" style="padding:24px 12px">
<!--[if mso]><table role="presentation" width="600" cellspacing="0" cellpadding="0" border="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:600px;background-color:#ffffff;border-collapse:collapse">
<tr><td style="padding:20px 32px;background-color:#0f4c3a;${FONT};font-size:18px;font-weight:bold;color:#ffffff">
<a href="${escapeHtml(siteUrl)}" style="color:#ffffff;text-decoration:none">${escapeHtml(firm.name)}</a>
</td></tr>
<tr><td style="padding:28px 32px 12px;${FONT};font-size:16px;line-height:1.6;color:#17212b">
<h1 style="margin:0 0 20px;font-size:26px;line-height:1.25;color:#17212b">${escapeHtml(campaign.subject)}</h1>
${bodyHtml(campaign.body, siteUrl, 'mail')}
</td></tr>
<tr><td style="padding:20px 32px 28px;border-top:1px solid #d5d9de;${FONT};font-size:13px;line-height:1.5;color:#4a5663">
${footerHtml(siteUrl, options)}
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`;
}

/**
 * The campaign's mail: its HTML document and its plain-text part. Every link in it is absolute
 * (under `siteUrl` where it was relative or pointed at the site's own pages), every image is
 * the site's own; see lib/newsletters/body.ts for what the body may hold.
 */
export function renderCampaign(
  campaign: RenderableCampaign,
  siteUrl: string,
  options: RenderOptions = {},
): { html: string; text: string } {
  const text = [campaign.subject, '', bodyText(campaign.body, siteUrl), '', '--', footerText(siteUrl, options)].join('\n');
  return { html: htmlDocument(campaign, siteUrl, options), text: `${text}\n` };
}
