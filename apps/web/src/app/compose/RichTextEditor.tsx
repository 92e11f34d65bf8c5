// The composer's text: a TipTap editor limited to core's allow-list, with a small toolbar.
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import {
  countOf,
  normaliseLink,
  tagOrMentionBeingTyped,
  type TypedTagOrMention,
} from '@trestle/core';
import { FieldError, VisuallyHidden } from '@trestle/ui';
import { editorExtensions } from './editor-extensions';
import type { SuggestFunction, TextSuggestion } from './text-suggestions';
import styles from './RichTextEditor.module.css';

export interface RichTextEditorProps {
  id: string;
  label: string;
  /** The HTML the editor starts with (an edited post's text). */
  initialHtml: string;
  onChange: (html: string) => void;
  /** Message shown under the editor; sets aria-invalid. */
  error?: string | undefined;
  /** Extra description (e.g. the "Replying to" line), by element id. */
  describedBy?: string | undefined;
  autoFocus?: boolean;
  /** People for an @mention and tags for a #tag as they are typed; none without it. */
  suggest?: SuggestFunction | undefined;
  /**
   * Escape in the text when no suggestion list is open (the composer asks to close). The editor
   * swallows Escape itself, so the dialog around it would never hear it.
   */
  onEscape?: (() => void) | undefined;
  /** A line under the editor (the room left), by element id in aria-describedby. */
  footer?: { id: string; content: ReactNode } | undefined;
}

/** Typing pauses this long before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150;

interface Typed extends TypedTagOrMention {
  /** The document range of the sign and the query, replaced by the chosen suggestion. */
  from: number;
  to: number;
}

/** The #tag or @mention the caret is at the end of, with its range; null elsewhere. */
function typedAt(editor: Editor): Typed | null {
  const { selection } = editor.state;
  if (!selection.empty || !selection.$from.parent.isTextblock) return null;
  const { $from } = selection;
  const before = $from.parent.textBetween(0, $from.parentOffset, undefined, '\ufffc');
  const found = tagOrMentionBeingTyped(before);
  return found ? { ...found, from: $from.pos - found.query.length - 1, to: $from.pos } : null;
}

const sameTyped = (a: Typed | null, b: Typed | null) =>
  a === b ||
  (a !== null && b !== null && a.from === b.from && a.sign === b.sign && a.query === b.query);

/**
 * Suggestions for what is being typed: the list, the highlighted one, and the keys that move
 * through it (arrows), choose (Enter, Tab) and close it (Escape).
 */
function useSuggestions(editor: Editor, suggest: SuggestFunction | undefined) {
  const [typed, setTyped] = useState<Typed | null>(null);
  // The answer for one typed tag or mention: shown only while the caret is still there.
  const [found, setFound] = useState<{ typed: Typed; items: TextSuggestion[] } | null>(null);
  const [active, setActive] = useState(0);
  // Escape closes the list until the tag or mention changes.
  const [dismissed, setDismissed] = useState<Typed | null>(null);

  useEffect(() => {
    if (!suggest) return;
    const read = () => {
      const next = typedAt(editor);
      setTyped((current) => (sameTyped(current, next) ? current : next));
    };
    editor.on('update', read);
    editor.on('selectionUpdate', read);
    return () => {
      editor.off('update', read);
      editor.off('selectionUpdate', read);
    };
  }, [editor, suggest]);

  useEffect(() => {
    if (!suggest || !typed) return;
    let current = true;
    const timer = setTimeout(() => {
      suggest(typed).then(
        (items) => {
          if (!current) return;
          setFound({ typed, items });
          setActive(0);
        },
        () => current && setFound(null),
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [suggest, typed]);

  const items = found && sameTyped(found.typed, typed) ? found.items : [];
  const open = typed !== null && items.length > 0 && !sameTyped(dismissed, typed);

  function choose(item: TextSuggestion) {
    if (!typed) return;
    editor
      .chain()
      .focus()
      .insertContentAt({ from: typed.from, to: typed.to }, `${typed.sign}${item.value} `)
      .run();
    setFound(null);
  }

  /** The editor's key handler: true when the key was for the list. */
  function onKey(event: KeyboardEvent): boolean {
    if (!open || !typed) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + items.length) % items.length);
      return true;
    }
    if (event.key === 'Enter' || event.key === 'Tab') {
      const item = items[active];
      if (item) choose(item);
      return true;
    }
    if (event.key === 'Escape') {
      // The composer's dialog must not close too.
      event.stopPropagation();
      setDismissed(typed);
      return true;
    }
    return false;
  }

  return { open, typed, items, active, choose, onKey };
}

export function RichTextEditor({
  id,
  label,
  initialHtml,
  onChange,
  error,
  describedBy,
  autoFocus = false,
  suggest,
  onEscape,
  footer,
}: RichTextEditorProps) {
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const listId = `${id}-suggestions`;
  const editor = useEditor({
    extensions: editorExtensions(),
    content: initialHtml,
    autofocus: autoFocus ? 'end' : false,
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  const suggestions = useSuggestions(editor, suggest);
  const keyHandler = useRef(suggestions.onKey);
  useLayoutEffect(() => {
    keyHandler.current = (event: KeyboardEvent) => {
      if (suggestions.onKey(event)) return true;
      if (event.key !== 'Escape' || !onEscape) return false;
      onEscape();
      return true;
    };
  });
  const activeId = suggestions.open ? `${listId}-${suggestions.active}` : null;

  // The editable element carries the field's name, state and messages; while suggestions show,
  // it points at the list and at the highlighted one (the focus stays in the text).
  const describedByIds = [describedBy, error ? errorId : undefined, footer?.id]
    .filter(Boolean)
    .join(' ');
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          id,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(suggest ? { 'aria-autocomplete': 'list', 'aria-haspopup': 'listbox' } : {}),
          ...(suggest && activeId
            ? { 'aria-controls': listId, 'aria-activedescendant': activeId }
            : {}),
          ...(error ? { 'aria-invalid': 'true' } : {}),
          ...(describedByIds ? { 'aria-describedby': describedByIds } : {}),
          class: styles.content ?? '',
        },
        handleKeyDown: (_view, event) => keyHandler.current(event),
      },
    });
  }, [editor, id, labelId, error, describedByIds, suggest, listId, activeId]);

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <Toolbar editor={editor} controls={id} />
      <div className={error ? `${styles.frame} ${styles.invalid}` : styles.frame}>
        <EditorContent editor={editor} />
        {suggestions.open ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={suggestions.typed?.sign === '@' ? 'People to mention' : 'Tags'}
            className={styles.suggestions}
          >
            {suggestions.items.map((item, index) => (
              <li
                key={item.key}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === suggestions.active}
                className={styles.suggestion}
                // Keep the caret in the text: the choice acts on it.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => suggestions.choose(item)}
              >
                <span className={styles.suggestionLabel}>{item.label}</span>
                {item.detail ? (
                  <span className={styles.suggestionDetail}>{item.detail}</span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <VisuallyHidden as="p" aria-live="polite">
        {suggestions.open
          ? `${countOf(suggestions.items.length, 'suggestion')}. Up and down to choose, Enter to insert.`
          : ''}
      </VisuallyHidden>
      {footer ? (
        <p id={footer.id} className={styles.footer}>
          {footer.content}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} className={styles.error} />
    </div>
  );
}

function Toolbar({ editor, controls }: { editor: Editor; controls: string }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading: current.isActive('heading', { level: 2 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  });
  const [linking, setLinking] = useState(false);
  const chain = () => editor.chain().focus();
  const buttons = [
    { label: 'Bold', glyph: 'B', on: active.bold, run: () => chain().toggleBold().run() },
    {
      label: 'Italic',
      glyph: <i>I</i>,
      on: active.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      label: 'Heading',
      glyph: 'H',
      on: active.heading,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      label: 'Bulleted list',
      glyph: '•',
      on: active.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      label: 'Numbered list',
      glyph: <NumberedListIcon />,
      on: active.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      label: 'Quote',
      glyph: '❝',
      on: active.blockquote,
      run: () => chain().toggleBlockquote().run(),
    },
    {
      label: 'Link',
      glyph: <LinkIcon />,
      on: active.link || linking,
      run: () => setLinking((on) => !on),
    },
  ];
  return (
    <>
      <div
        role="toolbar"
        aria-label="Formatting"
        aria-controls={controls}
        className={styles.toolbar}
      >
        {buttons.map((button) => (
          <button
            key={button.label}
            type="button"
            className={styles.tool}
            aria-label={button.label}
            aria-pressed={button.on}
            title={button.label}
            // Keep the editor's selection: the toolbar acts on it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={button.run}
          >
            <span aria-hidden="true">{button.glyph}</span>
          </button>
        ))}
      </div>
      {linking ? (
        <LinkForm
          initial={String(editor.getAttributes('link').href ?? '')}
          onApply={(href) => {
            if (href) chain().extendMarkRange('link').setLink({ href }).run();
            else chain().extendMarkRange('link').unsetLink().run();
            setLinking(false);
          }}
          onCancel={() => {
            setLinking(false);
            editor.commands.focus();
          }}
        />
      ) : null}
    </>
  );
}

/** Three numbered lines (a text glyph such as "1." would not match the button's name). */
function NumberedListIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" focusable="false">
      <rect x="1" y="2" width="2" height="2" />
      <rect x="1" y="7" width="2" height="2" />
      <rect x="1" y="12" width="2" height="2" />
      <rect x="5" y="2.5" width="10" height="1.5" />
      <rect x="5" y="7.5" width="10" height="1.5" />
      <rect x="5" y="12.5" width="10" height="1.5" />
    </svg>
  );
}

/** Two chain links (emoji fonts are not everywhere). */
function LinkIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      focusable="false"
    >
      <path d="M6.5 9.5l3-3" />
      <path d="M7 4.5l1.2-1.2a2.5 2.5 0 013.5 3.5L10.5 8" />
      <path d="M9 11.5l-1.2 1.2a2.5 2.5 0 01-3.5-3.5L5.5 8" />
    </svg>
  );
}

/** The address of a link on the selected text; empty removes the link. */
function LinkForm({
  initial,
  onApply,
  onCancel,
}: {
  initial: string;
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const inputId = useId();
  const [href, setHref] = useState(initial);
  // A nested <form> is not allowed inside the composer's form: Enter is handled here instead.
  function apply(event?: FormEvent) {
    event?.preventDefault();
    // Core's link helper: the first word, with https:// added when it has no http(s) prefix.
    onApply(/^mailto:/i.test(href.trim()) ? href.trim() : normaliseLink(href));
  }
  return (
    <div className={styles.linkForm}>
      <label htmlFor={inputId} className={styles.linkLabel}>
        Link address
      </label>
      <input
        id={inputId}
        type="url"
        className={styles.linkInput}
        value={href}
        placeholder="https://"
        autoFocus
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply(event);
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onCancel();
          }
        }}
      />
      <button type="button" className={styles.linkButton} onClick={() => apply()}>
        {href.trim() ? 'Apply link' : 'Remove link'}
      </button>
      <button type="button" className={styles.linkButton} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
