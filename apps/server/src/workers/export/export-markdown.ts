import type TurndownService from 'turndown';
import { footnoteNumbers } from './draft-blocks.ts';

/** The few DOM members the rules read (turndown's types name browser DOM types this package does not load). */
interface DomElement {
  nodeName: string;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  querySelector(selector: string): DomElement | null;
}
const el = (node: unknown) => node as DomElement;

const inFootnotes = (node: DomElement) =>
  /\bfootnotes\b/.test(node.getAttribute('class') ?? '') || node.hasAttribute('data-footnotes');

async function converter(notes: Map<string, number>) {
  // Loaded on first use, as most threads never export Markdown.
  const [{ default: Turndown }, { gfm }] = await Promise.all([
    import('turndown'),
    import('@joplin/turndown-plugin-gfm'),
  ]);
  const service: TurndownService = new Turndown({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '*',
    strongDelimiter: '**',
    hr: '---',
  });
  service.use(gfm);
  // Markdown passes raw HTML through to whatever renders it, so text that reads like a tag (a title of
  // "<img onerror=…>", or "&lt;script&gt;" typed in the draft) must stay text: its angle brackets go out as
  // entities, which every Markdown renderer shows as the characters themselves.
  const escapeMarkdown = service.escape.bind(service);
  service.escape = (text: string) => escapeMarkdown(text).replace(/</g, '&lt;').replace(/>/g, '&gt;');
  /** The number of the footnote a `sup` or `a` points to, if it is a footnote reference. */
  const noteOf = (node: DomElement) => {
    const link = node.nodeName === 'A' ? node : node.querySelector('a');
    const href = link?.getAttribute('href') ?? '';
    return href.startsWith('#') ? notes.get(href.slice(1)) : undefined;
  };
  // Footnotes become GFM footnotes: "[^1]" in the text and "[^1]: …" at the end.
  service.addRule('footnoteReference', {
    filter: (node) => ['SUP', 'A'].includes(el(node).nodeName) && noteOf(el(node)) !== undefined,
    replacement: (_, node) => `[^${noteOf(el(node))}]`,
  });
  service.addRule('footnoteBackLink', {
    filter: (node) =>
      el(node).nodeName === 'A' &&
      (/\bfootnote-backref\b/.test(el(node).getAttribute('class') ?? '') ||
        /^#fnref/.test(el(node).getAttribute('href') ?? '')),
    replacement: () => '',
  });
  service.addRule('footnote', {
    filter: (node) => el(node).nodeName === 'LI' && notes.has(el(node).getAttribute('id') ?? ''),
    replacement: (content, node) =>
      `[^${notes.get(el(node).getAttribute('id') ?? '')}]: ${content.trim().replace(/\n/g, '\n    ')}\n`,
  });
  service.addRule('footnotes', {
    filter: (node) => ['OL', 'SECTION'].includes(el(node).nodeName) && inFootnotes(el(node)),
    replacement: (content) => `\n\n${content.trim()}\n\n`,
  });
  // Markdown has no underline; inline HTML keeps it.
  service.addRule('underline', { filter: ['u'], replacement: (content) => `<u>${content}</u>` });
  return service;
}

/** GitHub-flavoured Markdown: title and details line, then the draft with tables and footnotes. */
export async function draftToMarkdown({
  title,
  subtitle,
  html,
}: {
  title: string;
  subtitle: string;
  html: string;
}) {
  const service = await converter(footnoteNumbers(html));
  // Turndown leaves whitespace-only lines after list items whose content is a paragraph.
  const body = service
    .turndown(html)
    .replace(/^[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return `# ${service.escape(title)}\n\n*${service.escape(subtitle)}*\n\n${body}${body ? '\n' : ''}`;
}
