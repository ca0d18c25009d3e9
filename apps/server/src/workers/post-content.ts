import sanitizeHtml from 'sanitize-html';
import { CITATION_STYLES } from '@penwright/shared';
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

/** A citation names 1–50 library references by id; its locator is short text. */
const CITATION_IDS = /^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64}){0,49}$/;
const LOCATOR_MAX = 40;
const STYLES: ReadonlySet<string> = new Set(CITATION_STYLES);
/** Not in the allow-list: the element goes and its text stays. */
const UNWRAP = 'penwright-unwrap';

/**
 * A span is kept only as a citation from the library (`span.citation[data-citation][data-locator]`, or
 * `[data-locators]` for a page per source): any other
 * span is unwrapped, its text kept.
 */
function keepCitation(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const ids = attribs['data-citation'] ?? '';
  if (!CITATION_IDS.test(ids)) return { tagName: UNWRAP, attribs: {} };
  const locator = (attribs['data-locator'] ?? '').trim().slice(0, LOCATOR_MAX);
  // One page per id, by position, `|` between them (sources cited together, each with its own page).
  const locators = (attribs['data-locators'] ?? '')
    .split('|')
    .slice(0, ids.split(',').length)
    .map((part) => part.trim().slice(0, LOCATOR_MAX));
  const perSource = locators.some(Boolean) ? locators.join('|') : '';
  return {
    tagName,
    attribs: {
      class: 'citation',
      'data-citation': ids,
      ...(perSource ? { 'data-locators': perSource } : locator && { 'data-locator': locator }),
    },
  };
}

/** The bibliography section says which style its entries are in; another value is dropped. */
function keepSectionStyle(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { 'data-style': style, ...rest } = attribs;
  const bibliography = 'data-bibliography' in attribs && style !== undefined && STYLES.has(style);
  return { tagName, attribs: bibliography ? { ...rest, 'data-style': style } : rest };
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
 * What the draft editor (TipTap) produces and nothing more: text structure, lists, tables, links,
 * footnotes, citations from the library and the bibliography they make. Scripts, styles other than text alignment, event handlers, and links other than http, https,
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
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'target', 'id', ...FOOTNOTE_DATA],
    sup: ['id', ...FOOTNOTE_DATA],
    li: ['id', ...FOOTNOTE_DATA],
    ol: ['start', ...FOOTNOTE_DATA],
    section: [...FOOTNOTE_DATA, 'data-bibliography', 'data-style'],
    span: ['data-citation', 'data-locator', 'data-locators'],
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
    section: ['footnotes', 'bibliography'],
    span: ['citation'],
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
    span: keepCitation,
    section: keepSectionStyle,
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
