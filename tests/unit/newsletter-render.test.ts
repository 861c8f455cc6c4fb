/**
 * A campaign rendered as a mail (lib/newsletters/render.ts) and for the archive
 * (lib/newsletters/body.ts), from Lexical's JSON as Payload stores it: every node kind the
 * editor offers, every link absolute or dropped, images from the site's media route, everything
 * escaped, and the plain-text part saying what the HTML says.
 */
import { describe, expect, it } from 'vitest';
import { bodyHtml, bodyText } from '@/lib/newsletters/body';
import { absoluteHref } from '@/lib/newsletters/links';
import { renderCampaign } from '@/lib/newsletters/render';
import { financeActBody, heading, lexicalState, link, list, listItem, paragraph, text } from '../support/newsletter-campaign';

const SITE = 'https://www.kilele.example';
const campaign = {
  subject: 'Finance Act 2025: what changes on 1 July',
  preheader: 'PAYE bands, the housing levy & eTIMS, in five minutes.',
  body: financeActBody,
};
const contact = {
  address: { building: 'Kilele House', street: '1 Ngong Road', locality: 'Upper Hill', city: 'Nairobi', postalCode: '00100', country: 'Kenya', countryCode: 'KE', geo: { lat: -1.2966, lng: 36.8155 } },
};

/** Every address an attribute of `html` names. */
const addresses = (html: string) => [...html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((match) => match[1]);

describe('renderCampaign', () => {
  const { html, text: plain } = renderCampaign(campaign, SITE, { contact });

  it('makes every link absolute: relative ones and internal ones under the site, web ones as they are', () => {
    expect(addresses(html)).toEqual([
      'https://www.kilele.example',
      'https://www.kilele.example/insights/tax-calendar',
      'https://www.kra.go.ke/news',
      'https://www.kilele.example/service/tax-consulting',
      'https://www.kilele.example/contact-us',
      'https://www.kilele.example/api/media/file/finance-act-2025-3c9d1e2f4a5b.webp',
      'https://www.kilele.example',
    ]);
  });

  it('drops a javascript: link and keeps its words, escaped', () => {
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain(' or click here &lt;now&gt;.</p>');
    expect(plain).toContain(' or click here <now>.');
  });

  it('serves the media library\'s image from the site, sized for a 600 px mail, with its alt text escaped', () => {
    expect(html).toContain(
      '<img src="https://www.kilele.example/api/media/file/finance-act-2025-3c9d1e2f4a5b.webp" alt="The Finance Act 2025 &lt;summary&gt; table" width="600" height="300" style="display:block;max-width:100%;height:auto;border:0;margin:0 0 16px">',
    );
    expect(plain).toContain('[Image: The Finance Act 2025 <summary> table]');
  });

  it('has the subject as its one h1, the body\'s headings after it without a skipped level, and each element styled inline', () => {
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html).toContain('<h1 style="margin:0 0 20px;font-size:26px;line-height:1.25;color:#17212b">Finance Act 2025: what changes on 1 July</h1>');
    // The editor's h1 is the body's first level, h2; its h3 follows it.
    expect(html).toContain('<h2 style="margin:28px 0 12px;font-size:22px;line-height:1.3;color:#0f4c3a">PAYE &amp; housing levy</h2>');
    expect(html).toContain('<h3 style="margin:24px 0 10px;font-size:19px;line-height:1.3;color:#0f4c3a">What to do before 9 July</h3>');
    expect(html).toContain('Here is <strong>what changes</strong> for <em>your</em> business.');
    expect(html).toMatch(/<blockquote style="[^"]+">Compliance is cheaper than penalties\.<\/blockquote>/);
    expect(html).toMatch(/<ol style="[^"]+"><li style="margin:0 0 6px">Read the Act<\/li><li style="margin:0 0 6px">Call us<\/li><\/ol>/);
    expect(html).toMatch(/Check eTIMS invoices<ul style="[^"]+"><li style="margin:0 0 6px">for every branch<\/li><\/ul><\/li>/);
  });

  it('lays the mail out in tables with a fixed width for Outlook and hides the preheader', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="en-GB"/);
    expect(html).toContain('<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:600px;');
    expect(html).toContain('<!--[if mso]><table role="presentation" width="600"');
    expect(html).toContain('<title>Finance Act 2025: what changes on 1 July</title>');
    expect(html).toMatch(/<div style="display:none;[^"]*mso-hide:all[^"]*">PAYE bands, the housing levy &amp; eTIMS, in five minutes\.&#847;/);
    // No element outside the document's own styles the mail client might strip.
    expect(html).not.toMatch(/<style|<script|<link\b|class="/);
  });

  it('signs with the firm\'s name, the office address it is given and the site', () => {
    expect(html).toContain('<p style="margin:0">Kilele Partners LLP<br>\nKilele House, 1 Ngong Road, Upper Hill, Nairobi<br>\n<a href="https://www.kilele.example"');
    expect(plain.endsWith('--\nKilele Partners LLP\nKilele House, 1 Ngong Road, Upper Hill, Nairobi\nhttps://www.kilele.example\n')).toBe(true);
  });

  it('writes the plain-text part with the same words, each link\'s address after it, lists marked and headings underlined', () => {
    expect(plain).toBe(
      [
        'Finance Act 2025: what changes on 1 July',
        '',
        'The Finance Act 2025 is law. Here is what changes for your business.',
        '',
        'PAYE & housing levy',
        '-------------------',
        '',
        'See the tax calendar (https://www.kilele.example/insights/tax-calendar) and KRA’s notice (https://www.kra.go.ke/news).',
        '',
        'What to do before 9 July',
        '------------------------',
        '',
        '- File the June returns',
        '- Check eTIMS invoices',
        '  - for every branch',
        '',
        '1. Read the Act',
        '2. Call us',
        '',
        '> Compliance is cheaper than penalties.',
        '',
        'Talk to our tax team (https://www.kilele.example/service/tax-consulting), visit https://www.kilele.example/contact-us or click here <now>.',
        '',
        '[Image: The Finance Act 2025 <summary> table]',
        '',
        '--',
        'Kilele Partners LLP',
        'Kilele House, 1 Ngong Road, Upper Hill, Nairobi',
        'https://www.kilele.example',
        '',
      ].join('\n'),
    );
  });

  it('escapes markup in the subject, the preheader and the text', () => {
    const hostile = renderCampaign(
      { subject: 'Tax <script>alert(1)</script>', preheader: '"><img src=x onerror=alert(2)>', body: lexicalState(paragraph(text('<b onclick="x">bold</b> & co'))) },
      SITE,
    );
    expect(hostile.html).not.toMatch(/<script|<img src=x|<b onclick/);
    expect(hostile.html).toContain('<title>Tax &lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(hostile.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(hostile.html).toContain('&lt;b onclick=&quot;x&quot;&gt;bold&lt;/b&gt; &amp; co');
  });

  it('adds the sender\'s per-subscriber footer when given one, and no link of its own beyond the site', () => {
    const { html: personal, text: personalText } = renderCampaign(campaign, SITE, {
      footer: { html: '<a href="https://www.kilele.example/newsletter/unsubscribe?token=abc">Unsubscribe</a>', text: 'Unsubscribe: https://www.kilele.example/newsletter/unsubscribe?token=abc' },
    });
    expect(personal).toContain('<p style="margin:0 0 12px"><a href="https://www.kilele.example/newsletter/unsubscribe?token=abc">Unsubscribe</a></p>');
    expect(personalText).toContain('--\nUnsubscribe: https://www.kilele.example/newsletter/unsubscribe?token=abc\nKilele Partners LLP\nhttps://www.kilele.example\n');
    expect(html).not.toMatch(/unsubscribe|token=/i);
  });

  it('leaves the preheader out when there is none', () => {
    expect(renderCampaign({ ...campaign, preheader: null }, SITE).html).not.toContain('display:none');
  });
});

describe('the archive\'s body', () => {
  it('is the mail\'s markup without inline styles, for the site\'s own CSS and style policy', () => {
    const html = bodyHtml(financeActBody, SITE, 'web');
    expect(html).not.toContain('style=');
    expect(html.startsWith('<p>The Finance Act 2025 is law. Here is <strong>what changes</strong> for <em>your</em> business.</p><h2>PAYE &amp; housing levy</h2>')).toBe(true);
    expect(html).toContain('<a href="https://www.kilele.example/insights/tax-calendar">tax calendar</a>');
    // The trailing empty paragraph (an extra Enter) is not drawn.
    expect(html.endsWith('width="600" height="300">')).toBe(true);
  });

  it('keeps heading levels in order under the page\'s h1 whatever the editor picked', () => {
    const html = bodyHtml(lexicalState(heading('h4', 'Deep'), heading('h2', 'Top'), heading('h4', 'Skipped to four')), SITE, 'web');
    expect(html).toBe('<h2>Deep</h2><h2>Top</h2><h3>Skipped to four</h3>');
  });

  it('shows an image read at depth 0 (its id alone) as nothing rather than a broken address', () => {
    const body = lexicalState({ type: 'upload', version: 3, format: '', fields: null, relationTo: 'media', value: 7 }, paragraph(text('After')));
    expect(bodyHtml(body, SITE, 'web')).toBe('<p>After</p>');
    expect(bodyText(body, SITE)).toBe('After');
  });

  it('draws a node of a feature it does not know as its text', () => {
    const body = lexicalState({ ...paragraph(text('Inside a widget')), type: 'some-future-block' });
    expect(bodyHtml(body, SITE, 'web')).toBe('Inside a widget');
  });

  it('numbers a numbered list from one and nests bullets under their item in the text', () => {
    const body = lexicalState(list('number', listItem(1, text('One')), listItem(2, text('Two'), list('bullet', listItem(1, text('Two a'))))));
    expect(bodyText(body, SITE)).toBe('1. One\n2. Two\n  - Two a');
  });

  it('keeps the words of a link whose address is not a web or mail address', () => {
    for (const url of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', '#top', '', 'file:///etc/passwd']) {
      const body = lexicalState(paragraph(link(url, 'words')));
      expect(bodyHtml(body, SITE, 'mail'), url).toBe('<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:#17212b">words</p>');
    }
  });
});

describe('absoluteHref', () => {
  it('puts relative addresses under the site and keeps web and mail addresses', () => {
    expect(absoluteHref('/insights/articles', SITE)).toBe('https://www.kilele.example/insights/articles');
    expect(absoluteHref('insights/articles?year=2025#top', `${SITE}/`)).toBe('https://www.kilele.example/insights/articles?year=2025#top');
    expect(absoluteHref('https://www.kra.go.ke/', SITE)).toBe('https://www.kra.go.ke/');
    expect(absoluteHref('mailto:enquiries@kilele.example', SITE)).toBe('mailto:enquiries@kilele.example');
    expect(absoluteHref('//evil.example/x', SITE)).toBe('https://evil.example/x');
    expect(absoluteHref('tel:+254700000000', SITE)).toBeNull();
  });
});
