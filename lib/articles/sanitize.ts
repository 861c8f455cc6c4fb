/**
 * Sanitiser for article HTML from WordPress. The allow-list is explicit: anything not named
 * here (scripts, styles, forms, embeds, event handlers, class/style/id) is dropped, so a
 * compromised or careless editor account cannot put script on our pages.
 */
import sanitizeHtml from 'sanitize-html';

const YOUTUBE_EMBED = /^https:\/\/www\.youtube(?:-nocookie)?\.com\/embed\/[\w-]+(?:[?#][^\s]*)?$/;
const ABSOLUTE_HTTP = /^\s*https?:\/\//i;
const WHOLE_NUMBER = /^\d{1,5}$/;
const TABLE_SCOPES = new Set(['row', 'col', 'rowgroup', 'colgroup']);

type Attributes = Record<string, string>;

/** Keeps only attributes whose value is a small whole number (sizes, spans). */
function keepWholeNumbers(attribs: Attributes, names: readonly string[]): Attributes {
  const result: Attributes = { ...attribs };
  for (const name of names) {
    const value = result[name];
    if (value !== undefined && !WHOLE_NUMBER.test(value.trim())) delete result[name];
  }
  return result;
}

function transformLink(tagName: string, attribs: Attributes): sanitizeHtml.Tag {
  const rest: Attributes = { ...attribs };
  delete rest.target;
  delete rest.rel;
  // Links leaving the site open in a new tab without handing the new page our window.
  if (rest.href !== undefined && ABSOLUTE_HTTP.test(rest.href)) {
    return { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } };
  }
  return { tagName, attribs: rest };
}

function transformImage(tagName: string, attribs: Attributes): sanitizeHtml.Tag {
  return {
    tagName,
    attribs: { ...keepWholeNumbers(attribs, ['width', 'height']), loading: 'lazy', decoding: 'async' },
  };
}

function transformIframe(tagName: string, attribs: Attributes): sanitizeHtml.Tag {
  return {
    tagName,
    attribs: {
      ...keepWholeNumbers(attribs, ['width', 'height']),
      loading: 'lazy',
      // YouTube refuses to play embeds that arrive without a referrer.
      referrerpolicy: 'strict-origin-when-cross-origin',
    },
  };
}

function transformTableCell(tagName: string, attribs: Attributes): sanitizeHtml.Tag {
  const result = keepWholeNumbers(attribs, ['colspan', 'rowspan']);
  if (result.scope !== undefined && !TABLE_SCOPES.has(result.scope)) delete result.scope;
  return { tagName, attribs: result };
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6',
    'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote',
    'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'code', 'pre', 'sup', 'sub', 'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
    iframe: ['src', 'title', 'width', 'height', 'allowfullscreen', 'loading', 'referrerpolicy'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {
    a: ['http', 'https', 'mailto', 'tel'],
    img: ['http', 'https'],
    iframe: ['https'],
  },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com'],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  // Disallowed tags normally keep their text; these lose everything inside them too.
  nonTextTags: [
    'script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'template', 'title',
    'form', 'button', 'select', 'svg', 'math', 'object',
  ],
  transformTags: {
    h1: 'h2',
    a: transformLink,
    img: transformImage,
    iframe: transformIframe,
    th: transformTableCell,
    td: transformTableCell,
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === 'iframe') return !YOUTUBE_EMBED.test(frame.attribs.src ?? '');
    if (frame.tag === 'img') return !frame.attribs.src;
    return false;
  },
};

/** Returns WordPress article HTML reduced to the tags and attributes the site renders. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** Returns the text of an HTML fragment with tags removed and entities still encoded. */
export function stripTags(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
}
