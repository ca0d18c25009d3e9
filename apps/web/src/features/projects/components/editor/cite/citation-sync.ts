import type { CitationStyle, FormattedReferences } from '@penwright/shared';
import type { Node as PMNode } from '@tiptap/pm/model';
import { PluginKey, type Transaction } from '@tiptap/pm/state';
import { AttrStep } from '@tiptap/pm/transform';
import type { CitationRequest } from '../../../../../lib/citations/format-citations';
import { BIBLIOGRAPHY_HEADINGS } from './bibliography-node';
import { entryParts } from './entry-parts';

/*
 * Keeps the citations' text and the bibliography in step with the citations and the project's style. The
 * formatting itself is the server's (citeproc-js with the official styles): the draft's citations in order are
 * one request, so numeric styles number by first citation and author-date styles tell apart two works of one
 * author and year. Applying an answer only writes what differs, so running it again changes nothing.
 */

/** Marks the transactions this sync makes, so they do not start another. */
export const citationSyncKey = new PluginKey('citationSync');

type Located = { node: PMNode; pos: number };

/** The citations in document order, the bibliographies, and where the footnotes begin (the list goes before). */
export function findCitations(doc: PMNode) {
  const citations: Located[] = [];
  const bibliographies: Located[] = [];
  let footnotes: number | null = null;
  doc.descendants((node, pos) => {
    if (node.type.name === 'citation') citations.push({ node, pos });
    else if (node.type.name === 'bibliography') bibliographies.push({ node, pos });
    else if (node.type.name === 'footnotes' && footnotes === null) footnotes = pos;
    return !node.isLeaf;
  });
  return { citations, bibliographies, footnotes: footnotes as number | null };
}

/** What to ask the server for: the draft's citations in the style; null when there are none. */
export function citationRequest(doc: PMNode, style: CitationStyle): CitationRequest | null {
  const { citations } = findCitations(doc);
  if (citations.length === 0) return null;
  return {
    style,
    citations: citations.map(({ node }) => node.attrs.items as string[]),
    locators: citations.map(
      ({ node }) =>
        (node.attrs.locators as Array<string | null> | null) ?? (node.attrs.locator as string | null) ?? null,
    ),
  };
}

/** Two requests ask for the same thing. */
export const sameRequest = (a: CitationRequest | null, b: CitationRequest | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Writes `formatted` (the answer to the document's own {@link citationRequest}) into the document: each
 * citation's text, and one bibliography at the end (before any footnotes); with no answer (no citations) the
 * bibliography goes. Returns whether anything changed.
 */
export function applyFormatted(tr: Transaction, formatted: FormattedReferences | null): boolean {
  const before = tr.steps.length;
  const { citations, bibliographies, footnotes } = findCitations(tr.doc);
  const type = tr.doc.type.schema.nodes.bibliography;
  if (!type) return false;
  citations.forEach(({ node, pos }, i) => {
    const text = formatted?.citations[i]?.text;
    if (text !== undefined && text !== node.attrs.text) tr.setNodeAttribute(pos, 'text', text);
  });
  const wanted =
    formatted && citations.length > 0
      ? type.create({
          style: formatted.style,
          heading: BIBLIOGRAPHY_HEADINGS[formatted.style],
          entries: formatted.bibliography.map((entry) => entryParts(entry.html)),
        })
      : null;
  // The last one is the draft's own; any other came with a paste. Highest position first keeps the rest valid.
  const home = wanted ? bibliographies[bibliographies.length - 1] : undefined;
  for (const { node, pos } of [...bibliographies].reverse()) {
    if (node === home?.node && pos === home.pos) {
      if (!node.eq(wanted!)) tr.replaceWith(pos, pos + node.nodeSize, wanted!);
    } else tr.delete(pos, pos + node.nodeSize);
  }
  if (wanted && !home) {
    const at = footnotes === null ? tr.doc.content.size : tr.mapping.slice(before).map(footnotes);
    tr.insert(at, wanted);
  }
  return tr.steps.length > before;
}

const isCitationNode = (node: PMNode) => node.type.name === 'citation' || node.type.name === 'bibliography';

/** Whether a citation or bibliography starts or ends inside [from, to) of `doc`. */
function hasBoundary(doc: PMNode, from: number, to: number): boolean {
  if (from >= to) return false;
  let found = false;
  doc.nodesBetween(from, to, (node, pos) => {
    if (found) return false;
    if (isCitationNode(node)) {
      const end = pos + node.nodeSize;
      found = (pos >= from && pos < to) || (end > from && end <= to);
    }
    return !found;
  });
  return found;
}

/**
 * Whether the transaction added, removed or changed a citation or the bibliography. Only the ranges its steps
 * replaced are read, so typing in a long draft costs nothing more.
 */
export function touchesCitations(tr: Transaction): boolean {
  if (!tr.docChanged || tr.getMeta(citationSyncKey)) return false;
  return tr.steps.some((step, index) => {
    const before = tr.docs[index];
    const after = tr.docs[index + 1] ?? tr.doc;
    if (!before) return false;
    if (step instanceof AttrStep) {
      const node = after.nodeAt(step.pos);
      return node ? isCitationNode(node) : false;
    }
    let touched = false;
    step.getMap().forEach((oldStart, oldEnd, newStart, newEnd) => {
      touched ||= hasBoundary(before, oldStart, oldEnd) || hasBoundary(after, newStart, newEnd);
    });
    return touched;
  });
}
