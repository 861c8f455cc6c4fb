/**
 * A campaign's body (Payload's Lexical rich text) as HTML and as plain text, through
 * `@payloadcms/richtext-lexical`'s own converters (`convertLexicalToHTML`,
 * `convertLexicalToPlaintext`): they walk the editor's JSON; the converters below decide what
 * each node becomes, for a mail and for the archive's page alike.
 *
 * What the editor can hold and what comes out:
 * - paragraphs, headings, bulleted and numbered lists (nested), quotes, line breaks;
 * - bold, italic, underline, strikethrough and code as their elements; other formats as text;
 * - links with absolute addresses only (lib/newsletters/links.ts); a link that is not safe keeps its text;
 * - images from the media library, from the site's own media route, with their alt text;
 * - anything else (a node a later editor feature adds) as its text, never as markup.
 *
 * Headings are renumbered so the subject is the only `h1` and no level is skipped: what an
 * editor picks in the toolbar is a size, a screen reader's outline needs the order.
 *
 * Everything from the document is escaped (lib/mail/escape.ts); no attribute is copied through.
 */
import { convertLexicalToHTML, type HTMLConverter, type HTMLConverters } from '@payloadcms/richtext-lexical/html';
import { convertLexicalToPlaintext, type PlaintextConverter, type PlaintextConverters } from '@payloadcms/richtext-lexical/plaintext';
import { escapeHtml } from '../mail/escape';
import { absoluteHref, internalHref, type LinkedDocument, populatedUpload, uploadHref } from './links';

/** Inline styles for a mail (mail clients ignore style sheets); the archive's page styles with its own CSS instead. */
export type BodyLook = 'mail' | 'web';

/** A node of the editor's JSON, as much of it as the converters read. */
type Node = {
  type: string;
  text?: string;
  format?: number | string;
  tag?: string;
  listType?: string;
  children?: Node[];
  fields?: { url?: string; linkType?: string; doc?: LinkedDocument; alt?: string } | null;
  relationTo?: string;
  value?: unknown;
};

/** Lexical's text format bits (lexical's `TextFormatType`). */
const FORMAT = { bold: 1, italic: 2, strikethrough: 4, underline: 8, code: 16 } as const;

/** The inline styles of a mail, by element. Fonts every mail client has; the site's colours. */
const MAIL_STYLES: Record<string, string> = {
  p: 'margin:0 0 16px;font-size:16px;line-height:1.6;color:#17212b',
  h2: 'margin:28px 0 12px;font-size:22px;line-height:1.3;color:#0f4c3a',
  h3: 'margin:24px 0 10px;font-size:19px;line-height:1.3;color:#0f4c3a',
  h4: 'margin:20px 0 8px;font-size:17px;line-height:1.3;color:#17212b',
  h5: 'margin:20px 0 8px;font-size:16px;line-height:1.3;color:#17212b',
  h6: 'margin:20px 0 8px;font-size:16px;line-height:1.3;color:#17212b',
  ul: 'margin:0 0 16px;padding:0 0 0 24px;font-size:16px;line-height:1.6;color:#17212b',
  ol: 'margin:0 0 16px;padding:0 0 0 24px;font-size:16px;line-height:1.6;color:#17212b',
  li: 'margin:0 0 6px',
  blockquote: 'margin:0 0 16px;padding:4px 0 4px 16px;border-left:4px solid #c8a24a;color:#4a5663',
  a: 'color:#0f4c3a;text-decoration:underline',
  img: 'display:block;max-width:100%;height:auto;border:0;margin:0 0 16px',
  code: 'font-family:Consolas,Menlo,monospace;font-size:15px',
};

const HEADING_LEVEL = /^h([1-6])$/;

/** What a converter is called with, and what it may call back. */
type HtmlArgs = Parameters<Extract<HTMLConverter<Node>, (...args: never[]) => string>>[0];
type TextArgs = Parameters<Extract<PlaintextConverter<Node>, (...args: never[]) => string>>[0];
type Converter<Args> = ((args: Args) => string) | string;

/** A node's children, converted. */
const innerHtml = ({ node, nodesToHTML }: HtmlArgs) => nodesToHTML({ nodes: (node.children ?? []) as Parameters<HtmlArgs['nodesToHTML']>[0]['nodes'] }).join('');
const innerText = ({ node, nodesToPlaintext }: TextArgs) =>
  nodesToPlaintext({ nodes: (node.children ?? []) as Parameters<TextArgs['nodesToPlaintext']>[0]['nodes'] }).join('');

/** Where a link node points: an internal link at its document's page, any other at its checked address. */
function linkTarget(node: Node, siteUrl: string): string | null {
  const { fields } = node;
  return fields?.linkType === 'internal' ? internalHref(fields.doc, siteUrl) : absoluteHref(fields?.url ?? '', siteUrl);
}

function htmlConverters(siteUrl: string, look: BodyLook): HTMLConverters {
  const style = (element: string) => (look === 'mail' && MAIL_STYLES[element] ? ` style="${MAIL_STYLES[element]}"` : '');
  const open = (element: string) => `<${element}${style(element)}>`;
  const wrap = (element: string) => (args: HtmlArgs) => `${open(element)}${innerHtml(args)}</${element}>`;
  const link = (args: HtmlArgs) => {
    const href = linkTarget(args.node, siteUrl);
    return href === null ? innerHtml(args) : `<a href="${escapeHtml(href)}"${style('a')}>${innerHtml(args)}</a>`;
  };
  // The level of the last heading: the subject's h1 comes before the body.
  let lastLevel = 1;
  const converters: Record<string, Converter<HtmlArgs>> = {
    text: ({ node }) => {
      let html = escapeHtml(node.text ?? '');
      const format = typeof node.format === 'number' ? node.format : 0;
      if (format & FORMAT.code) html = `${open('code')}${html}</code>`;
      if (format & FORMAT.strikethrough) html = `<s>${html}</s>`;
      if (format & FORMAT.underline) html = `<u>${html}</u>`;
      if (format & FORMAT.italic) html = `<em>${html}</em>`;
      if (format & FORMAT.bold) html = `<strong>${html}</strong>`;
      return html;
    },
    linebreak: '<br>',
    tab: ' ',
    paragraph: (args) => {
      const inner = innerHtml(args);
      // An empty paragraph is an extra Enter: space the editor sees, nothing a reader needs.
      return inner === '' ? '' : `${open('p')}${inner}</p>`;
    },
    heading: (args) => {
      const asked = Number(HEADING_LEVEL.exec(args.node.tag ?? '')?.[1] ?? 2);
      const level = Math.min(Math.max(asked, 2), lastLevel + 1);
      lastLevel = level;
      return wrap(`h${level}`)(args);
    },
    list: (args) => wrap(args.node.listType === 'number' ? 'ol' : 'ul')(args),
    listitem: wrap('li'),
    quote: wrap('blockquote'),
    horizontalrule: look === 'mail' ? '<hr style="border:0;border-top:1px solid #d5d9de;margin:24px 0">' : '<hr>',
    link,
    autolink: link,
    upload: ({ node }) => {
      const file = populatedUpload(node.value);
      const href = file && uploadHref(file, node.relationTo ?? 'media', siteUrl);
      if (!file || !href) return '';
      if (!file.mimeType?.startsWith('image/')) return `${open('p')}<a href="${escapeHtml(href)}"${style('a')}>${escapeHtml(file.filename ?? '')}</a></p>`;
      const alt = escapeHtml(node.fields?.alt || file.alt || '');
      // A mail is at most 600 px wide: the image is drawn at that width or its own, whichever is smaller.
      const width = Math.min(file.width ?? 600, 600);
      const height = file.width && file.height ? Math.round((file.height * width) / file.width) : undefined;
      return `<img src="${escapeHtml(href)}" alt="${alt}" width="${width}"${height ? ` height="${height}"` : ''}${style('img')}>`;
    },
    unknown: innerHtml,
  };
  return converters as HTMLConverters;
}

/** The body as HTML: for a mail (inline styles) or the archive's page (its own CSS). */
export function bodyHtml(body: unknown, siteUrl: string, look: BodyLook): string {
  return convertLexicalToHTML({
    data: body as never,
    converters: htmlConverters(siteUrl, look),
    disableContainer: true,
    // Alignment and indent come as inline styles, which the site's style policy and most mail clients refuse.
    disableIndent: true,
    disableTextAlign: true,
  });
}

/** How deep a list is nested: 0 for a list at the top. */
function listDepth(parent: unknown): number {
  let depth = 0;
  for (let node = parent as { type?: string; parent?: unknown } | undefined; node; node = node.parent as typeof node) {
    if (node.type === 'list') depth += 1;
  }
  return depth;
}

function plaintextConverters(siteUrl: string): PlaintextConverters {
  const link = (args: TextArgs) => {
    const words = innerText(args);
    const href = linkTarget(args.node, siteUrl);
    // The address once, after the words; a bare address is its own words.
    return href === null || words === href || `${words}/` === href ? words : `${words} (${href})`;
  };
  const converters: Record<string, Converter<TextArgs>> = {
    text: ({ node }) => node.text ?? '',
    linebreak: '\n',
    tab: '\t',
    paragraph: (args) => {
      const words = innerText(args).trim();
      return words === '' ? '' : `${words}\n\n`;
    },
    heading: (args) => {
      const words = innerText(args).trim();
      return words === '' ? '' : `${words}\n${'-'.repeat(Math.min(words.length, 60))}\n\n`;
    },
    list: (args) => {
      const items = innerText(args);
      // A nested list continues its item's line; the outermost ends as a block.
      return listDepth(args.parent) > 0 ? `\n${items.replace(/\n$/, '')}` : `${items}\n`;
    },
    listitem: (args) => {
      const depth = Math.max(listDepth(args.parent) - 1, 0);
      const marker = (args.parent as { listType?: string }).listType === 'number' ? `${args.childIndex + 1}.` : '-';
      return `${'  '.repeat(depth)}${marker} ${innerText(args).trim()}\n`;
    },
    quote: (args) => {
      const words = innerText(args).trim();
      return words === '' ? '' : `${words.split('\n').map((line) => `> ${line}`).join('\n')}\n\n`;
    },
    horizontalrule: '----------\n\n',
    link,
    autolink: link,
    upload: ({ node }) => {
      const file = populatedUpload(node.value);
      const alt = node.fields?.alt || file?.alt;
      return file && alt ? `[Image: ${alt}]\n\n` : '';
    },
    unknown: innerText,
  };
  return converters as PlaintextConverters;
}

/** The body as plain text: blocks apart by a blank line, each link's address after its words. */
export function bodyText(body: unknown, siteUrl: string): string {
  return convertLexicalToPlaintext({ data: body as never, converters: plaintextConverters(siteUrl) }).trim();
}
