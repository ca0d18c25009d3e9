import sanitizeHtml from 'sanitize-html';
import { countHtmlWords } from '@penwright/writing';

/** Footnote anchors need ids; only these prefixes are kept, so content cannot clobber the page's own ids. */
const FOOTNOTE_ID = /^(fn|fnref|footnote)[\w:-]{0,60}$/;
const ALIGN = { 'text-align': [/^(left|right|center|justify)$/] };
const FOOTNOTE_DATA = [
  'data-footnote-ref',
  'data-footnote-backref',
  'data-footnote',
  'data-footnotes',
  'data-id',
];

function keepFootnoteId(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { id, ...rest } = attribs;
  return { tagName, attribs: id !== undefined && FOOTNOTE_ID.test(id) ? { ...rest, id } : rest };
}

/** External links open safely and pass no referrer or ranking credit. */
function safeLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const tag = keepFootnoteId(tagName, attribs);
  const external = /^(https?:|mailto:)/i.test((attribs.href ?? '').trim());
  const { target, rel: _rel, ...rest } = tag.attribs;
  return {
    tagName,
    attribs: {
      ...rest,
      ...(external && { rel: 'noopener noreferrer nofollow' }),
      ...(external && target === '_blank' && { target: '_blank' }),
    },
  };
}

/**
 * What the draft editor (TipTap) produces and nothing more: text structure, lists, tables, links and
 * footnotes. Scripts, styles other than text alignment, event handlers, and links other than http, https,
 * mailto or in-page anchors are removed; the text inside a removed script or style goes with it.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'br',
    'hr',
    'sup',
    'sub',
    'code',
    'pre',
    'section',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'target', 'id', ...FOOTNOTE_DATA],
    sup: ['id', ...FOOTNOTE_DATA],
    li: ['id', ...FOOTNOTE_DATA],
    ol: ['start', ...FOOTNOTE_DATA],
    section: [...FOOTNOTE_DATA],
    th: ['colspan', 'rowspan', 'colwidth'],
    td: ['colspan', 'rowspan', 'colwidth'],
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
  },
  allowedClasses: {
    a: ['footnote-ref', 'footnote-backref'],
    sup: ['footnote-ref'],
    ol: ['footnotes'],
    section: ['footnotes'],
    li: ['footnote-item'],
  },
  allowedStyles: { p: ALIGN, h1: ALIGN, h2: ALIGN, h3: ALIGN, h4: ALIGN },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h5: 'h4',
    h6: 'h4',
    a: safeLink,
    sup: keepFootnoteId,
    li: keepFootnoteId,
  },
  disallowedTagsMode: 'discard',
  nestingLimit: 200,
};

export interface CleanContent {
  html: string;
  wordCount: number;
}

/** Sanitizes editor HTML for storage and counts the words a reader sees. */
export function cleanPostContent(dirty: string): CleanContent {
  // PostgreSQL text cannot hold NUL; the parser would keep it.
  const html = sanitizeHtml(dirty.replaceAll('\u0000', ''), OPTIONS);
  return { html, wordCount: countHtmlWords(html) };
}
