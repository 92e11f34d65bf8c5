// The composer: a new post, a reply, a quote or an edit. Checked with core's post form rules
// before anything is sent; refused fields show their message, and nothing typed is lost.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  BLOG_TITLE_MAX_LENGTH,
  formatRoomLeft,
  mediaItemOf,
  POST_ROOM_WARNING,
  postTextRoomLeft,
  POST_CATEGORIES,
  POST_CATEGORY_LABELS,
  postFormSchema,
  postTextOf,
  REPLY_POLICIES,
  uploadedResults,
  uploadsBusy,
  uploadsFailed,
  type MediaItem,
  type PostFormValues,
  type ReplyPolicy,
  type UploadFunction,
} from '@trestle/core';
import { Button, CheckboxField, ConfirmDialog, FieldError, TextField } from '@trestle/ui';
import type { Services } from '../services';
import { DISCARD_QUESTION, DISCARD_TEXT, type ComposerMode, type Post } from './composer-mode';
import { MediaField } from './MediaField';
import { EMPTY_POLL, PollField, type PollDraft } from './PollField';
import { LinkPreviewField } from './LinkPreviewField';
import { isReplyEdit, postRequestOf, sendPostRequest } from './post-request';
import { QuotedPost } from './QuotedPost';
import { RichTextEditor } from './RichTextEditor';
import { serverFieldErrors } from './server-errors';
import { createSuggest } from './text-suggestions';
import { createFileUploader } from './upload-file';
import { useLinkPreview } from './use-link-preview';
import { useUploadQueue } from './use-upload-queue';
import { PremiumLevelsField } from './PremiumLevelsField';
import styles from './Composer.module.css';
import editorStyles from './RichTextEditor.module.css';

export const REPLY_POLICY_LABELS: Record<ReplyPolicy, string> = {
  everyone: 'Everyone',
  following: 'People I follow',
  mentioned: 'People I mention',
  nobody: 'Nobody',
};

export const FAILED_UPLOADS_MESSAGE = 'Retry or remove the files that failed to upload.';

export interface ComposerProps {
  services: Services;
  mode: ComposerMode;
  /** The server saved the post. */
  onSaved: (post: Post) => void;
  /** The person asked to close (Cancel); the modal asks before unsaved work is dropped. */
  onCancel: () => void;
  /** Whether there is unsaved work, whenever that changes. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Receives the way to ask "Discard what you wrote?" (the modal calls it before closing). */
  onAskDiscard?: (ask: () => void) => void;
  /** The person chose to discard: close without asking again. */
  onDiscard?: () => void;
  /** Sends one file; POST /files with progress by default. */
  upload?: UploadFunction<File>;
  /** The clock for a poll's closing time. */
  now?: () => number;
}

type Errors = Record<string, string>;

/** The first message per field key ('text', 'poll.choices.1', …) of a failed check. */
function errorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

export default function Composer({
  services,
  mode,
  onSaved,
  onCancel,
  onDirtyChange,
  onAskDiscard,
  onDiscard,
  upload,
  now = Date.now,
}: ComposerProps) {
  const [askingDiscard, setAskingDiscard] = useState(false);
  useEffect(() => onAskDiscard?.(() => setAskingDiscard(true)), [onAskDiscard]);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const formErrorRef = useRef<HTMLParagraphElement>(null);
  const editing = mode.kind === 'edit' ? mode.post : null;
  const initialText = editing?.text ?? '';
  const initialMedia = useMemo(() => editing?.media ?? [], [editing]);

  const [text, setText] = useState(initialText);
  const [kept, setKept] = useState<MediaItem[]>(initialMedia);
  const [poll, setPoll] = useState<PollDraft | null>(null);
  // A new post may be a blog post: a title, long rich text, a cover picture (its first image).
  const [blog, setBlog] = useState(false);
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<string>(editing?.category ?? 'general');
  const [replyPolicy, setReplyPolicy] = useState<string>(editing?.replyPolicy ?? 'everyone');
  // Premium for the chosen pro levels of the author; undefined until the person touches it.
  const [premiumLevels, setPremiumLevels] = useState<string[] | undefined>(undefined);
  // Fields refused at the last submit; their messages follow later changes until fixed.
  const [flagged, setFlagged] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [uploader] = useState(() => upload ?? createFileUploader(services.client.tokens));
  const uploads = useUploadQueue(uploader);
  const link = useLinkPreview(services, text, editing?.link ?? null);
  const schema = useMemo(() => postFormSchema(now), [now]);
  const suggest = useMemo(() => createSuggest(services), [services]);
  const roomLeft = postTextRoomLeft(text);

  const takesBlog = mode.kind === 'new';
  const takesPoll = (mode.kind === 'new' && !blog) || mode.kind === 'quote';
  // Replies take their parent's category and cannot set a reply policy (the contract's NewReply).
  const showsSettings = takesPoll || (mode.kind === 'edit' && !isReplyEdit(mode));
  const busy = uploadsBusy(uploads.items);

  const values: PostFormValues = {
    kind: mode.kind,
    text,
    mediaCount: kept.length + uploads.items.length,
    poll: takesPoll ? poll : null,
    category,
    replyPolicy,
    keepsContent:
      mode.kind === 'quote' || Boolean(editing && (editing.poll || editing.repost !== null)),
    blogTitle: takesBlog && blog ? title : undefined,
  };

  function check(): Errors {
    const parsed = schema.safeParse(values);
    const errors = parsed.success ? {} : errorsOf(parsed.error.issues);
    if (uploadsFailed(uploads.items)) errors.media ??= FAILED_UPLOADS_MESSAGE;
    return errors;
  }

  // A refused field's message goes away once it is fixed; new problems wait for the next submit.
  const live = flagged.size > 0 ? check() : {};
  const errors: Errors = { ...serverErrors };
  for (const key of flagged) if (live[key]) errors[key] = live[key];

  const dirty =
    postTextOf(text) !== postTextOf(initialText) ||
    uploads.items.length > 0 ||
    poll !== null ||
    title.trim() !== '' ||
    kept.length !== initialMedia.length;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  /** Any change makes the server's last answer stale. */
  function changed() {
    setServerErrors({});
    setFormError(null);
  }

  function focusFirstInvalid() {
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else formErrorRef.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || busy) return;
    const found = check();
    if (Object.keys(found).length > 0) {
      flushSync(() => {
        setFlagged(new Set(Object.keys(found)));
        setServerErrors({});
        setFormError(null);
      });
      focusFirstInvalid();
      return;
    }
    const parsed = schema.safeParse(values);
    if (!parsed.success) return;
    const media = [
      ...kept,
      ...uploadedResults(uploads.items).flatMap((result) => mediaItemOf(result) ?? []),
    ];
    setSending(true);
    try {
      const post = await sendPostRequest(
        services.client,
        postRequestOf(mode, parsed.data, media, link.linkFor(text), premiumLevels),
      );
      onSaved(post);
    } catch (error) {
      const refused = serverFieldErrors(error);
      flushSync(() => {
        setSending(false);
        setServerErrors(refused.fields);
        setFormError(refused.messages.length > 0 ? refused.messages.join(' ') : null);
      });
      focusFirstInvalid();
    }
  }

  const textId = `${id}-text`;
  const contextId = `${id}-context`;
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {mode.kind === 'reply' ? (
        <p id={contextId} className={styles.context}>
          Replying to <strong>@{mode.to.user.username}</strong>
        </p>
      ) : null}
      {takesBlog ? (
        <CheckboxField
          label="Blog post"
          hint="A title, long text and a cover picture (the first image you add)."
          checked={blog}
          onChange={(event) => {
            setBlog(event.target.checked);
            changed();
          }}
        />
      ) : null}
      {takesBlog && blog ? (
        <TextField
          label="Title"
          value={title}
          maxLength={BLOG_TITLE_MAX_LENGTH}
          required
          error={errors.blogTitle}
          onChange={(event) => {
            setTitle(event.target.value);
            changed();
          }}
        />
      ) : null}
      <RichTextEditor
        id={textId}
        label={mode.kind === 'reply' ? 'Reply text' : blog ? 'Blog text' : 'Post text'}
        initialHtml={initialText}
        onChange={(html) => {
          setText(html);
          changed();
        }}
        error={errors.text}
        describedBy={mode.kind === 'reply' ? contextId : undefined}
        autoFocus
        suggest={suggest}
        onEscape={onCancel}
        footer={{
          id: `${id}-room`,
          content: (
            <span className={roomLeft < POST_ROOM_WARNING ? editorStyles.footerWarn : undefined}>
              {formatRoomLeft(roomLeft)}
            </span>
          ),
        }}
      />
      <LinkPreviewField field={link} />
      {mode.kind === 'quote' ? <QuotedPost post={mode.of} /> : null}
      <MediaField
        id={`${id}-media`}
        kept={kept}
        uploads={uploads.items}
        videoLimit={uploads.videoLimit}
        error={errors.media}
        onPick={(files) => {
          uploads.add(files);
          changed();
        }}
        onRemoveKept={(file) => {
          setKept((items) => items.filter((item) => item.file !== file));
          changed();
        }}
        onRemoveUpload={(uploadId) => {
          uploads.remove(uploadId);
          changed();
        }}
        onRetry={uploads.retry}
      />
      {takesPoll && poll ? (
        <PollField
          idPrefix={id}
          poll={poll}
          errors={errors}
          onChange={(next) => {
            setPoll(next);
            changed();
          }}
          onRemove={() => {
            setPoll(null);
            changed();
          }}
        />
      ) : null}
      {takesPoll && !poll ? (
        <div>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              setPoll(EMPTY_POLL);
              changed();
            }}
          >
            Add poll
          </button>
        </div>
      ) : null}
      {showsSettings ? (
        <div className={styles.settings}>
          <SelectField
            id={`${id}-category`}
            label="Category"
            value={category}
            error={errors.category}
            options={POST_CATEGORIES.map((value) => ({
              value,
              label: POST_CATEGORY_LABELS[value],
            }))}
            onChange={(value) => {
              setCategory(value);
              changed();
            }}
          />
          <SelectField
            id={`${id}-reply-policy`}
            label="Who can reply"
            value={replyPolicy}
            error={errors.replyPolicy}
            options={REPLY_POLICIES.map((value) => ({ value, label: REPLY_POLICY_LABELS[value] }))}
            onChange={(value) => {
              setReplyPolicy(value);
              changed();
            }}
          />
          <PremiumLevelsField
            services={services}
            value={premiumLevels ?? []}
            premium={editing?.premium ?? false}
            onChange={(levels) => {
              setPremiumLevels(levels);
              changed();
            }}
          />
        </div>
      ) : null}
      {formError ? (
        <p ref={formErrorRef} role="alert" tabIndex={-1} className={styles.formError}>
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <span className={styles.muted} aria-live="polite">
          {busy ? 'Waiting for uploads to finish…' : ''}
        </span>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={sending} disabled={busy}>
          {SUBMIT_LABELS[mode.kind]}
        </Button>
      </div>
      <ConfirmDialog
        open={askingDiscard}
        title={DISCARD_QUESTION}
        confirmLabel="Discard"
        cancelLabel="Keep writing"
        onConfirm={() => {
          setAskingDiscard(false);
          onDiscard?.();
        }}
        onCancel={() => setAskingDiscard(false)}
      >
        {DISCARD_TEXT}
      </ConfirmDialog>
    </form>
  );
}

const SUBMIT_LABELS: Record<ComposerMode['kind'], string> = {
  new: 'Post',
  reply: 'Reply',
  quote: 'Post quote',
  edit: 'Save',
};

function SelectField({
  id,
  label,
  value,
  error,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.choice}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.input}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} className={styles.error} />
    </div>
  );
}
