import sanitizeHtml, { type Attributes, type IOptions, type Tag } from 'sanitize-html';

/** Links may point to the web, to a path of the site, or open mail and phone; never `javascript:` or `data:`. */
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];
const LINK_TARGETS = ['_blank', '_self', '_parent', '_top'];

/** Whose text is dropped with the tag, not kept as loose text (a `<script>` body, an `<svg>` drawing). */
const NON_TEXT_TAGS = ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title', 'head'];

/** A link opening a new tab cannot reach back to this page (`window.opener`) nor leak it as referrer. */
function safeLink(tagName: string, attribs: Attributes): Tag {
  const { rel: _rel, target, ...rest } = attribs;
  if (target === undefined || !LINK_TARGETS.includes(target)) return { tagName, attribs: rest };
  return { tagName, attribs: target === '_blank' ? { ...rest, target, rel: 'noopener noreferrer' } : { ...rest, target } };
}

const shared: IOptions = {
  disallowedTagsMode: 'discard',
  nonTextTags: NON_TEXT_TAGS,
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // "//evil.example" looks relative but leaves the site.
  allowProtocolRelative: false,
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
};

/** Product §5 landing allowlist: structure, emphasis and links; `class`, `id` and any `data-*` everywhere. */
const LANDING_OPTIONS: IOptions = {
  ...shared,
  allowedTags: ['div', 'h1', 'h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'br', 'a'],
  allowedAttributes: {
    '*': ['class', 'id', 'data-location', 'data-service', 'data-*'],
    a: ['href', 'target', 'rel'],
  },
  transformTags: { a: safeLink },
};

/** The blog article allowlist: the body sits under the page's own `<h1>`, so headings start at `<h2>`. */
const ARTICLE_OPTIONS: IOptions = {
  ...shared,
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
    'figure',
    'figcaption',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', { name: 'loading', multiple: false, values: ['lazy', 'eager'] }],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemesByTag: { img: ['http', 'https'] },
  transformTags: {
    a: safeLink,
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    img: (tagName, attribs) => ({ tagName, attribs: withNumericSize(attribs) }),
    th: (tagName, attribs) => ({ tagName, attribs: withNumericSpan(attribs) }),
    td: (tagName, attribs) => ({ tagName, attribs: withNumericSpan(attribs) }),
  },
  // An image without a usable source is dropped rather than left empty.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

function keepNumeric(attribs: Attributes, names: readonly string[]): Attributes {
  const kept = { ...attribs };
  for (const name of names) {
    const value = kept[name];
    if (value !== undefined && !/^\d{1,4}$/.test(value.trim())) delete kept[name];
  }
  return kept;
}

function withNumericSize(attribs: Attributes): Attributes {
  return keepNumeric(attribs, ['width', 'height']);
}

function withNumericSpan(attribs: Attributes): Attributes {
  return keepNumeric(attribs, ['colspan', 'rowspan']);
}

/** Landing page content, sanitized on save and before display (product §5). */
export function sanitizeLandingHtml(html: string): string {
  return sanitizeHtml(html, LANDING_OPTIONS);
}

/** Blog article content, sanitized on save: the public blog shows it as stored. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_OPTIONS);
}
