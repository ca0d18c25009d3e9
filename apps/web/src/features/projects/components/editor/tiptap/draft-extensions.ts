import type { Extensions } from '@tiptap/core';
import { TableKit } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { Bibliography } from '../cite/bibliography-node';
import { Citation } from '../cite/citation-node';
import { FootnoteItem, FootnoteRef, Footnotes } from '../footnotes/footnotes';

/** The draft's schema: what the server's sanitizer keeps, and nothing it would throw away on save. */
export function draftExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      code: false,
      codeBlock: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https', 'mailto'],
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
      },
    }),
    TableKit.configure({ table: { resizable: false } }),
    Placeholder.configure({ placeholder: 'Start writing, or paste from Word or Google Docs…' }),
    FootnoteRef,
    FootnoteItem,
    Footnotes,
    Citation,
    Bibliography,
  ];
}
