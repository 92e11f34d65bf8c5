// The editor's schema: StarterKit cut down so every node and mark it can hold serialises to a tag
// of core's rich-text allow-list (p, strong, em, h1, h2, blockquote, ul, ol, li, a, del, ins).
// Whatever else is pasted (code, rules, images, tables) is dropped to its text by the schema.
import { Mark, mergeAttributes, type Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/** Struck-through text, written as <del> (the allow-list has no <s>). */
const Deletion = Mark.create({
  name: 'deletion',
  parseHTML: () => [
    { tag: 'del' },
    { tag: 's' },
    { tag: 'strike' },
    { style: 'text-decoration=line-through' },
  ],
  renderHTML: ({ HTMLAttributes }) => ['del', mergeAttributes(HTMLAttributes), 0],
  addKeyboardShortcuts() {
    return { 'Mod-Shift-s': () => this.editor.commands.toggleMark(this.name) };
  },
});

/** Underlined text, written as <ins> (the allow-list has no <u>). */
const Insertion = Mark.create({
  name: 'insertion',
  parseHTML: () => [{ tag: 'ins' }, { tag: 'u' }, { style: 'text-decoration=underline' }],
  renderHTML: ({ HTMLAttributes }) => ['ins', mergeAttributes(HTMLAttributes), 0],
  addKeyboardShortcuts() {
    return { 'Mod-u': () => this.editor.commands.toggleMark(this.name) };
  },
});

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/** The extensions of the composer's editor. */
export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2] },
      code: false,
      codeBlock: false,
      horizontalRule: false,
      // <br> is not on the allow-list: Enter starts a new paragraph instead.
      hardBreak: false,
      strike: false,
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https', 'mailto'],
        isAllowedUri: (url) => SAFE_LINK.test(url),
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank', class: null },
      },
    }),
    Deletion,
    Insertion,
  ];
}
