/**
 * A campaign as mail: its Lexical body as HTML and plain text, links made absolute. A plain
 * stand-in for the archive's renderer (branch web32 writes the full one, images included),
 * so the sending can be built and tested meanwhile.
 */
import { escapeHtml } from '../mail/escape';

type LexicalNode = { type?: string; text?: string; format?: number | string; tag?: string; listType?: string; fields?: { url?: string }; children?: LexicalNode[] };

const BOLD = 1;
const ITALIC = 2;

const absolute = (url: string, siteUrl: string) => (URL.canParse(url, siteUrl) ? new URL(url, siteUrl).toString() : siteUrl);

function html(node: LexicalNode, siteUrl: string): string {
  const inner = (node.children ?? []).map((child) => html(child, siteUrl)).join('');
  switch (node.type) {
    case 'text': {
      let out = escapeHtml(node.text ?? '');
      const format = typeof node.format === 'number' ? node.format : 0;
      if (format & BOLD) out = `<strong>${out}</strong>`;
      if (format & ITALIC) out = `<em>${out}</em>`;
      return out;
    }
    case 'linebreak':
      return '<br>';
    case 'paragraph':
      return `<p>${inner}</p>\n`;
    case 'heading':
      return `<${node.tag === 'h3' ? 'h3' : 'h2'}>${inner}</${node.tag === 'h3' ? 'h3' : 'h2'}>\n`;
    case 'list':
      return node.listType === 'number' ? `<ol>\n${inner}</ol>\n` : `<ul>\n${inner}</ul>\n`;
    case 'listitem':
      return `<li>${inner}</li>\n`;
    case 'link':
    case 'autolink':
      return `<a href="${escapeHtml(absolute(node.fields?.url ?? '', siteUrl))}">${inner}</a>`;
    default:
      return inner;
  }
}

function text(node: LexicalNode, siteUrl: string): string {
  const inner = (node.children ?? []).map((child) => text(child, siteUrl)).join('');
  switch (node.type) {
    case 'text':
      return node.text ?? '';
    case 'linebreak':
      return '\n';
    case 'paragraph':
    case 'heading':
    case 'list':
      return `${inner}\n\n`;
    case 'listitem':
      return `- ${inner}\n`;
    case 'link':
    case 'autolink':
      return `${inner} (${absolute(node.fields?.url ?? '', siteUrl)})`;
    default:
      return inner;
  }
}

export function renderCampaign(
  campaign: { subject: string; preheader?: string | null; body: unknown },
  siteUrl: string,
): { html: string; text: string } {
  const root = ((campaign.body as { root?: LexicalNode } | null)?.root ?? {}) as LexicalNode;
  const preheader = campaign.preheader ? `<div style="display:none">${escapeHtml(campaign.preheader)}</div>\n` : '';
  return {
    html: `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(campaign.subject)}</title></head><body>\n${preheader}<h1>${escapeHtml(campaign.subject)}</h1>\n${html(root, siteUrl)}</body></html>\n`,
    text: `${campaign.subject}\n\n${text(root, siteUrl).trim()}\n`,
  };
}
