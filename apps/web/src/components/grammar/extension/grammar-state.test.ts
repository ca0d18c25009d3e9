import type { GrammarEdit } from '@penwright/shared';
import { EditorState, TextSelection } from '@tiptap/pm/state';
import { describe, expect, it } from 'vitest';
import { blockText, textHash } from './block-text';
import { dirtyBlocks } from './check-loop';
import { grammarPlugin } from './grammar-plugin';
import { GrammarSession } from './grammar-session';
import { grammarKey, placedFindings, type GrammarMeta, type Pending } from './grammar-state';
import { doc, para } from './test-schema';

const spelling = (start: number, end: number, replacement: string): GrammarEdit => ({
  id: `e${start}`,
  start,
  end,
  replacement,
  sentence: '',
  sentence_start: 0,
  error_type: 'R:SPELL',
  general_error_type: 'Spelling',
  category: 'spelling',
  rule: 'spell',
  message: 'Check the spelling.',
  replacements: [replacement],
});

function setup(...texts: string[]) {
  const session = new GrammarSession();
  let state = EditorState.create({
    doc: doc(...texts.map((t) => para(t))),
    plugins: [grammarPlugin(session)],
  });
  const meta = (m: GrammarMeta) => (state = state.apply(state.tr.setMeta(grammarKey, m)));
  /** Takes what is dirty, as the check loop does, and returns the pending paragraphs. */
  const take = (): Pending[] => {
    const dirty = grammarKey.getState(state)!.dirty;
    const pending = dirtyBlocks(state.doc, dirty).map(({ pos, node }, i) => ({
      id: i + 1 + pos * 1000,
      pos,
      hash: textHash(blockText(node).text),
    }));
    meta({ type: 'take', pending, results: [] });
    return pending;
  };
  const type = (text: string, at: number) => (state = state.apply(state.tr.insertText(text, at)));
  return {
    session,
    get state() {
      return state;
    },
    meta,
    take,
    type,
  };
}

describe('the grammar plugin state', () => {
  it('checks every paragraph first, then only the one that changed', () => {
    const t = setup('First paragraf.', 'Second one.');
    expect(t.take()).toHaveLength(2);
    expect(grammarKey.getState(t.state)!.dirty).toEqual([]);
    t.type('!', 14); // inside the first paragraph
    const again = t.take();
    expect(again).toHaveLength(1);
    expect(again[0]!.pos).toBe(0);
  });

  it('underlines a result and moves the underline with text typed before it', () => {
    const t = setup('A paragraf here.');
    const [p] = t.take();
    t.meta({ type: 'results', results: [{ id: p!.id, edits: [spelling(2, 10, 'paragraph')] }] });
    expect(placedFindings(t.state).map((f) => [f.from, f.to, f.text])).toEqual([[3, 11, 'paragraf']]);
    t.type('Yes. ', 1);
    expect(placedFindings(t.state).map((f) => [f.from, f.to])).toEqual([[8, 16]]);
  });

  it('drops an answer for a paragraph that changed after it was sent', () => {
    const t = setup('A paragraf here.');
    const [p] = t.take();
    t.type('x', 5);
    t.meta({ type: 'results', results: [{ id: p!.id, edits: [spelling(2, 10, 'paragraph')] }] });
    expect(placedFindings(t.state)).toEqual([]);
    expect(grammarKey.getState(t.state)!.pending).toEqual([]);
  });

  it('drops an underline as soon as an edit lands inside it, and keeps its neighbours', () => {
    const t = setup('Teh cat adn dog.');
    const [p] = t.take();
    t.meta({
      type: 'results',
      results: [{ id: p!.id, edits: [spelling(0, 3, 'The'), spelling(8, 11, 'and')] }],
    });
    t.type('x', 10);
    expect(placedFindings(t.state).map((f) => f.text)).toEqual(['Teh']);
  });

  it('replaces a paragraph’s underlines when its new answer comes', () => {
    const t = setup('Teh cat adn dog.');
    const [p] = t.take();
    t.meta({
      type: 'results',
      results: [{ id: p!.id, edits: [spelling(0, 3, 'The'), spelling(8, 11, 'and')] }],
    });
    t.meta({ type: 'reset' });
    const [q] = t.take();
    t.meta({ type: 'results', results: [{ id: q!.id, edits: [spelling(0, 3, 'The')] }] });
    expect(placedFindings(t.state).map((f) => f.text)).toEqual(['Teh']);
  });

  it('keeps the id of a finding that a re-check finds again', () => {
    const t = setup('Teh cat adn dog.');
    const [p] = t.take();
    t.meta({ type: 'results', results: [{ id: p!.id, edits: [spelling(0, 3, 'The')] }] });
    const before = placedFindings(t.state)[0]!.id;
    t.meta({ type: 'reset' });
    const [q] = t.take();
    t.meta({
      type: 'results',
      results: [{ id: q!.id, edits: [spelling(0, 3, 'The'), spelling(8, 11, 'and')] }],
    });
    expect(placedFindings(t.state).map((f) => f.id)[0]).toBe(before);
    expect(placedFindings(t.state)).toHaveLength(2);
  });

  it('hides suppressed findings at once and marks failed paragraphs for another try', () => {
    const t = setup('Teh cat.', 'Fine.');
    const [p, q] = t.take();
    t.meta({ type: 'results', results: [{ id: p!.id, edits: [spelling(0, 3, 'The')] }] });
    t.session.suppress = (f) => f.text === 'Teh';
    t.meta({ type: 'suppress' });
    expect(placedFindings(t.state)).toEqual([]);
    t.meta({ type: 'failed', ids: [q!.id] });
    expect(
      dirtyBlocks(t.state.doc, grammarKey.getState(t.state)!.dirty).map((b) => b.node.textContent),
    ).toEqual(['Fine.']);
  });

  it('keeps the selection usable: a meta-only transaction changes no text', () => {
    const t = setup('Teh cat.');
    const before = t.state.doc;
    t.take();
    expect(t.state.doc).toBe(before);
    expect(t.state.selection).toBeInstanceOf(TextSelection);
  });
});

describe('the drawn underlines', () => {
  const shown = (t: ReturnType<typeof setup>) =>
    grammarKey
      .getState(t.state)!
      .shown.find()
      .map((d) => t.state.doc.textBetween(d.from, d.to));

  function checked() {
    const t = setup('Teh start.', 'Middle paragraf.', 'The end adn all.');
    const [p, q, r] = t.take();
    t.meta({
      type: 'results',
      results: [
        { id: p!.id, edits: [spelling(0, 3, 'The')] },
        { id: q!.id, edits: [spelling(7, 15, 'paragraph')] },
        { id: r!.id, edits: [spelling(8, 11, 'and')] },
      ],
    });
    return t;
  }
  // Positions: "Teh start." is 1–11, "Middle paragraf." 13–29, "The end adn all." 31–47.
  const middle = { from: 13, to: 29 };

  it('draws every underline until the view has measured what is on screen', () => {
    expect(shown(checked())).toEqual(['Teh', 'paragraf', 'adn']);
  });

  it('draws only those in the window, and lists all of them', () => {
    const t = checked();
    t.meta({ type: 'window', window: middle });
    expect(shown(t)).toEqual(['paragraf']);
    expect(placedFindings(t.state)).toHaveLength(3);
  });

  it('keeps the window and its underlines in place as text is typed before them', () => {
    const t = checked();
    t.meta({ type: 'window', window: middle });
    t.type('Well. ', 1);
    expect(grammarKey.getState(t.state)!.window).toEqual({ from: 19, to: 35 });
    expect(shown(t)).toEqual(['paragraf']);
    t.type('x', 30); // inside "paragraf": the underline goes at once, drawn or not
    expect(shown(t)).toEqual([]);
    expect(placedFindings(t.state).map((f) => f.text)).toEqual(['Teh', 'adn']);
  });

  it('draws a new answer only where the window is, and the rest once it is scrolled to', () => {
    const t = setup('Teh start.', 'Middle paragraf.');
    t.meta({ type: 'window', window: { from: 0, to: 11 } });
    const [p, q] = t.take();
    t.meta({
      type: 'results',
      results: [
        { id: p!.id, edits: [spelling(0, 3, 'The')] },
        { id: q!.id, edits: [spelling(7, 15, 'paragraph')] },
      ],
    });
    expect(shown(t)).toEqual(['Teh']);
    t.meta({ type: 'window', window: { from: 13, to: 29 } });
    expect(shown(t)).toEqual(['paragraf']);
  });

  it('stops drawing a suppressed finding in the window at once', () => {
    const t = checked();
    t.meta({ type: 'window', window: middle });
    t.session.suppress = (f) => f.text === 'paragraf';
    t.meta({ type: 'suppress' });
    expect(shown(t)).toEqual([]);
  });
});
