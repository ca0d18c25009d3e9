import type { CitationStyle, FormattedReferences } from '@penwright/shared';
import { Editor, type JSONContent } from '@tiptap/core';
import type { Node as PMNode } from '@tiptap/pm/model';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { draftExtensions } from '../tiptap/draft-extensions';
import {
  applyFormatted,
  citationRequest,
  citationSyncKey,
  findCitations,
  touchesCitations,
} from './citation-sync';
import { entryParts, entryText } from './entry-parts';

// The editor runs without a page here (no DOM): content goes in as JSON; parsing is fed element-like objects.

const paragraph = (...content: JSONContent[]): JSONContent => ({ type: 'paragraph', content });
const text = (value: string): JSONContent => ({ type: 'text', text: value });
const cite = (items: string[], locator: string | null = null): JSONContent => ({
  type: 'citation',
  attrs: { items, locator, text: '' },
});

const APA: FormattedReferences = {
  style: 'apa',
  citations: [
    { ids: ['hale'], html: '(Hale &amp; Guan, 2015, p. 12)', text: '(Hale & Guan, 2015, p. 12)' },
    { ids: ['ng'], html: '(Ng, 2019)', text: '(Ng, 2019)' },
  ],
  bibliography: [
    {
      id: 'hale',
      number: null,
      html: '<div class="csl-entry">Hale, T., &amp; Guan, L. (2015). Sleep. <i>Mind</i>, <i>3</i>(2), 1–9.</div>',
      text: 'Hale, T., & Guan, L. (2015). Sleep. Mind, 3(2), 1–9.',
    },
    {
      id: 'ng',
      number: null,
      html: '<div class="csl-entry">Ng, A. (2019). <i>Rest</i>. Press.</div>',
      text: '',
    },
  ],
  layout: { hangingIndent: true, numbered: false, lineSpacing: 2 },
};

const IEEE: FormattedReferences = {
  style: 'ieee',
  citations: [
    { ids: ['hale'], html: '[1, p. 12]', text: '[1, p. 12]' },
    { ids: ['ng'], html: '[2]', text: '[2]' },
  ],
  bibliography: [
    {
      id: 'hale',
      number: 1,
      html: '<div class="csl-entry"><div class="csl-left-margin">[1]</div><div class="csl-right-inline">T. Hale and L. Guan, “Sleep,” <i>Mind</i>, 2015.</div></div>',
      text: '',
    },
    {
      id: 'ng',
      number: 2,
      html: '<div class="csl-entry"><div class="csl-left-margin">[2]</div><div class="csl-right-inline">A. Ng, <i>Rest</i>. Press, 2019.</div></div>',
      text: '',
    },
  ],
  layout: { hangingIndent: false, numbered: true, lineSpacing: 1 },
};

let editor: Editor;
beforeEach(() => {
  editor = new Editor({
    extensions: draftExtensions(),
    content: {
      type: 'doc',
      content: [
        paragraph(text('Sleep matters '), cite(['hale'], '12'), text(' and rest '), cite(['ng']), text('.')),
      ],
    },
  });
});
afterEach(() => editor.destroy());

/** Applies an answer the way the editor does, out of the undo history. */
function sync(formatted: FormattedReferences | null): boolean {
  const tr = editor.state.tr;
  const changed = applyFormatted(tr, formatted);
  if (changed) editor.view.dispatch(tr.setMeta(citationSyncKey, true).setMeta('addToHistory', false));
  return changed;
}

const citationTexts = () =>
  findCitations(editor.state.doc).citations.map(({ node }) => node.attrs.text as string);
const bibliography = (): PMNode | undefined => findCitations(editor.state.doc).bibliographies[0]?.node;
const entries = () =>
  ((bibliography()?.attrs.entries ?? []) as ReturnType<typeof entryParts>[]).map((parts) => entryText(parts));

/** An element as the parse rules read it. */
function element(attributes: Record<string, string>, textContent = '', extra: object = {}) {
  return {
    getAttribute: (name: string) => attributes[name] ?? null,
    textContent,
    ...extra,
  } as unknown as HTMLElement;
}

describe('the citation node', () => {
  it('renders as a span carrying its references and page, showing the style’s text', () => {
    sync(APA);
    const node = findCitations(editor.state.doc).citations[0]!.node;
    const toDOM = editor.schema.nodes.citation!.spec.toDOM!;
    expect(toDOM(node)).toEqual([
      'span',
      { class: 'citation', 'data-citation': 'hale', 'data-locator': '12' },
      '(Hale & Guan, 2015, p. 12)',
    ]);
    expect(editor.getText()).toContain('Sleep matters (Hale & Guan, 2015, p. 12) and rest (Ng, 2019).');
  });

  it('reads a saved citation back, keeping only ids and a short page', () => {
    const rule = editor.schema.nodes.citation!.spec.parseDOM![0]!;
    expect(rule.tag).toBe('span[data-citation]');
    const attrs = (el: HTMLElement) => editor.schema.nodes.citation!.spec.parseDOM![0]!.getAttrs!(el);
    expect(attrs(element({ 'data-citation': 'a1, b-2,a1', 'data-locator': ' 12–14 ' }, '(A, 2020)'))).toEqual(
      {
        items: ['a1', 'b-2'],
        locator: '12–14',
        text: '(A, 2020)',
      },
    );
    expect(attrs(element({ 'data-citation': '"><script>' }))).toBe(false);
  });

  it('is inserted at the caret from the library’s ids, with its page', () => {
    editor.commands.setTextSelection(2);
    expect(editor.commands.insertCitation({ items: ['x9'], locator: ' p. 4 ' })).toBe(true);
    const { citations } = findCitations(editor.state.doc);
    expect(
      citations.map(({ node }) => [node.attrs.items as string[], node.attrs.locator as string | null]),
    ).toEqual([
      [['x9'], 'p. 4'],
      [['hale'], '12'],
      [['ng'], null],
    ]);
    expect(editor.commands.insertCitation({ items: ['not an id'] })).toBe(false);
  });

  it('is changed in place when selected: new sources and page, its text kept until the style answers', () => {
    sync(APA);
    const first = findCitations(editor.state.doc).citations[0]!;
    // Nothing to change while the caret is in text.
    editor.commands.setTextSelection(2);
    expect(editor.commands.updateCitation({ items: ['ng'] })).toBe(false);
    editor.commands.setNodeSelection(first.pos);
    expect(editor.commands.updateCitation({ items: ['hale', 'ng'], locator: ' 30 ' })).toBe(true);
    const changed = findCitations(editor.state.doc).citations[0]!.node;
    expect(changed.attrs).toEqual({
      items: ['hale', 'ng'],
      locator: '30',
      locators: null,
      text: '(Hale & Guan, 2015, p. 12)',
    });
    expect(citationRequest(editor.state.doc, 'apa')?.locators).toEqual(['30', null]);
  });
});

describe('a page for each source cited together', () => {
  it('keeps each source’s own page, writes it out and reads it back', () => {
    editor.commands.setTextSelection(2);
    expect(
      editor.commands.insertCitation({ items: ['x9', 'y7', 'z5'], locators: [' 4 ', null, 'chap. 2|3'] }),
    ).toBe(true);
    const node = findCitations(editor.state.doc).citations[0]!.node;
    expect(node.attrs).toMatchObject({
      items: ['x9', 'y7', 'z5'],
      locator: null,
      locators: ['4', null, 'chap. 2/3'],
    });
    const toDOM = editor.schema.nodes.citation!.spec.toDOM!;
    expect(toDOM(node)).toEqual([
      'span',
      { class: 'citation', 'data-citation': 'x9,y7,z5', 'data-locators': '4||chap. 2/3' },
      '(…)',
    ]);
    const attrs = (el: HTMLElement) => editor.schema.nodes.citation!.spec.parseDOM![0]!.getAttrs!(el);
    expect(
      attrs(
        element({ 'data-citation': 'x9,y7,z5', 'data-locators': '4||chap. 2/3', 'data-locator': '9' }, '(X)'),
      ),
    ).toMatchObject({ items: ['x9', 'y7', 'z5'], locators: ['4', null, 'chap. 2/3'], text: '(X)' });
    expect(citationRequest(editor.state.doc, 'apa')?.locators).toEqual([
      ['4', null, 'chap. 2/3'],
      '12',
      null,
    ]);
  });

  it('stores a page given only to the last source, or to none, as before', () => {
    editor.commands.setTextSelection(2);
    editor.commands.insertCitation({ items: ['x9', 'y7'], locators: ['', '30'] });
    editor.commands.insertCitation({ items: ['x9', 'y7'], locators: [null, '  '] });
    const [a, b] = findCitations(editor.state.doc).citations;
    expect([a!.node.attrs.locator, a!.node.attrs.locators]).toEqual(['30', null]);
    expect([b!.node.attrs.locator, b!.node.attrs.locators]).toEqual([null, null]);
  });
});

describe('the bibliography', () => {
  it('is made from the answer at the end of the draft, under the style’s heading', () => {
    expect(citationRequest(editor.state.doc, 'apa')).toEqual({
      style: 'apa',
      citations: [['hale'], ['ng']],
      locators: ['12', null],
    });
    expect(sync(APA)).toBe(true);
    expect(citationTexts()).toEqual(['(Hale & Guan, 2015, p. 12)', '(Ng, 2019)']);
    expect(editor.state.doc.lastChild?.type.name).toBe('bibliography');
    expect(bibliography()?.attrs).toMatchObject({ style: 'apa', heading: 'References' });
    expect(entries()).toEqual([
      'Hale, T., & Guan, L. (2015). Sleep. Mind, 3(2), 1–9.',
      'Ng, A. (2019). Rest. Press.',
    ]);
    // Counted as nothing: a reference list is not the writer's words.
    expect(editor.getText()).not.toContain('Press');
    // The same answer again changes nothing.
    expect(sync(APA)).toBe(false);
  });

  it('renders the heading and one paragraph an entry, italics kept', () => {
    sync(APA);
    const toDOM = editor.schema.nodes.bibliography!.spec.toDOM!;
    const spec = toDOM(bibliography()!) as readonly unknown[];
    expect(spec.slice(0, 3)).toEqual([
      'section',
      { 'data-style': 'apa', class: 'bibliography', 'data-bibliography': '' },
      ['h2', {}, 'References'],
    ]);
    expect(spec[4]).toEqual(['p', {}, 'Ng, A. (2019). ', ['em', {}, 'Rest'], '. Press.']);
  });

  it('follows a change of style: the citations are numbered and so is the list', () => {
    sync(APA);
    expect(sync(IEEE)).toBe(true);
    expect(citationTexts()).toEqual(['[1, p. 12]', '[2]']);
    expect(bibliography()?.attrs.style).toBe('ieee');
    expect(entries()).toEqual([
      '[1] T. Hale and L. Guan, “Sleep,” Mind, 2015.',
      '[2] A. Ng, Rest. Press, 2019.',
    ]);
    expect(findCitations(editor.state.doc).bibliographies).toHaveLength(1);
  });

  it('reads a saved list back, with its heading and the formatting of its entries', () => {
    const rule = editor.schema.nodes.bibliography!.spec.parseDOM![0]!;
    const section = element({ 'data-style': 'mla' }, '', {
      querySelector: () => ({ textContent: ' Works Cited ' }),
      querySelectorAll: () => [{ innerHTML: 'Ng, Ada. <em>Rest</em>. Press, 2019.' }, { innerHTML: ' ' }],
    });
    expect(rule.getAttrs!(section)).toEqual({
      style: 'mla',
      heading: 'Works Cited',
      entries: [
        [
          { text: 'Ng, Ada. ', marks: [] },
          { text: 'Rest', marks: ['em'] },
          { text: '. Press, 2019.', marks: [] },
        ],
      ],
    });
  });

  it('goes before the footnotes, and goes away with the last citation', () => {
    editor.commands.setTextSelection(3);
    editor.commands.insertFootnote();
    sync(APA);
    const names: string[] = [];
    editor.state.doc.forEach((node) => names.push(node.type.name));
    expect(names).toEqual(['paragraph', 'bibliography', 'footnotes']);
    editor.commands.setContent({ type: 'doc', content: [paragraph(text('No citations now.'))] });
    expect(citationRequest(editor.state.doc, 'apa')).toBeNull();
    sync(null);
    expect(bibliography()).toBeUndefined();
  });

  it('keeps one list when a paste brings another', () => {
    sync(APA);
    const pasted = editor.schema.nodes.bibliography!.create({
      style: 'mla',
      heading: 'Works Cited',
      entries: [],
    });
    editor.view.dispatch(editor.state.tr.insert(0, pasted));
    expect(findCitations(editor.state.doc).bibliographies).toHaveLength(2);
    sync(APA);
    expect(findCitations(editor.state.doc).bibliographies).toHaveLength(1);
    expect(editor.state.doc.lastChild?.attrs.style).toBe('apa');
  });
});

describe('what starts a sync', () => {
  it('adding, removing or changing a citation does; typing and the sync itself do not', () => {
    const seen: boolean[] = [];
    editor.on('transaction', ({ transaction }) => seen.push(touchesCitations(transaction)));
    editor.view.dispatch(editor.state.tr.insertText('Indeed, ', 1));
    editor.commands.insertCitation({ items: ['z'] });
    sync(APA);
    const { citations } = findCitations(editor.state.doc);
    editor.view.dispatch(editor.state.tr.setNodeAttribute(citations[0]!.pos, 'locator', '3'));
    const last = findCitations(editor.state.doc).citations.at(-1)!;
    editor.view.dispatch(editor.state.tr.delete(last.pos, last.pos + 1));
    expect(seen).toEqual([false, true, false, true, true]);
  });

  it.each<[CitationStyle, string]>([
    ['mla', 'Works Cited'],
    ['chicago', 'References'],
  ])('%s lists under “%s”', (style, heading) => {
    sync({ ...APA, style });
    expect(bibliography()?.attrs.heading).toBe(heading);
  });
});

describe('entryParts', () => {
  it('reads citeproc’s spans, small capitals and entities', () => {
    expect(
      entryParts(
        '<div class="csl-entry">A &amp; B. <span style="font-style:italic">T</span> &#8220;x&#x201D; <b>5</b><sup>th</sup></div>',
      ),
    ).toEqual([
      { text: 'A & B. ', marks: [] },
      { text: 'T', marks: ['em'] },
      { text: ' “x” ', marks: [] },
      { text: '5', marks: ['strong'] },
      { text: 'th', marks: ['sup'] },
    ]);
  });
});
