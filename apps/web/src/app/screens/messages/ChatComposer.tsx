import { useRef, useState, type KeyboardEvent } from 'react';
import { DM_MEDIA_MAX_ITEMS, DM_TEXT_MAX_LENGTH, textLength } from '@trestle/core';
import { Button, VisuallyHidden } from '@trestle/ui';
import { createFileUploader } from '../../compose/upload-file';
import { useUploadQueue } from '../../compose/use-upload-queue';
import { useServices } from '../../services-context';
import type { DirectMessage } from './dm-types';
import type { NewMessage } from './use-chat';
import styles from './Messages.module.css';

export interface ChatComposerProps {
  otherName: string;
  replyTo: DirectMessage | null;
  editing: DirectMessage | null;
  onCancelReply(): void;
  onCancelEdit(): void;
  onSend(message: NewMessage): Promise<boolean>;
  onEdit(messageId: string, text: string): Promise<boolean>;
  onTyping(): void;
}

/**
 * The composer: a textarea (Enter sends, Shift+Enter breaks the line), files through the upload
 * queue with their progress, and the reply or edit being written.
 */
export function ChatComposer(props: ChatComposerProps) {
  const { editing, replyTo } = props;
  // A new edit starts from the message's text: the parent remounts this with its key.
  return (
    <ComposerForm
      key={editing?.id ?? 'new'}
      {...props}
      initial={editing?.text ?? ''}
      replyTo={replyTo}
    />
  );
}

function ComposerForm({
  otherName,
  replyTo,
  editing,
  onCancelReply,
  onCancelEdit,
  onSend,
  onEdit,
  onTyping,
  initial,
}: ChatComposerProps & { initial: string }) {
  const { client } = useServices();
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const uploads = useUploadQueue(createFileUploader(client.tokens));
  const fileInput = useRef<HTMLInputElement>(null);

  const uploading = uploads.items.some(
    (item) => item.status !== 'done' && item.status !== 'failed',
  );
  const media = uploads.items.flatMap((item) => (item.result ? [item.result.filename] : []));
  const tooLong = textLength(text.trim()) > DM_TEXT_MAX_LENGTH;
  const empty = text.trim() === '' && (editing ? false : media.length === 0);

  async function submit() {
    if (busy || uploading || tooLong || empty) {
      if (tooLong) setError(`A message holds at most ${DM_TEXT_MAX_LENGTH} characters.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const done = editing
        ? await onEdit(editing.id, text.trim())
        : await onSend({ text: text.trim(), media, reply: replyTo?.id ?? null });
      if (done) {
        setText('');
        uploads.items.forEach((item) => uploads.remove(item.id));
        if (editing) onCancelEdit();
        else onCancelReply();
      }
    } finally {
      setBusy(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form
      className={styles.composer}
      aria-label={editing ? 'Edit message' : `Message ${otherName}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {replyTo && !editing ? (
        <div className={styles.composerContext}>
          <span>Replying to {replyTo.text ? `“${replyTo.text.slice(0, 80)}”` : 'a file'}</span>
          <button type="button" className={styles.action} onClick={onCancelReply}>
            Cancel reply
          </button>
        </div>
      ) : null}
      {editing ? (
        <div className={styles.composerContext}>
          <span>Editing your message</span>
          <button type="button" className={styles.action} onClick={onCancelEdit}>
            Cancel edit
          </button>
        </div>
      ) : null}
      {uploads.items.length > 0 ? (
        <ul className={styles.uploads} aria-label="Attachments">
          {uploads.items.map((item) => (
            <li key={item.id} className={styles.upload}>
              <span className={styles.uploadName}>{item.file.name}</span>
              {item.status === 'failed' ? (
                <span role="alert">{item.error ?? 'Upload failed'}</span>
              ) : item.status === 'done' ? (
                <span>Ready</span>
              ) : (
                <progress
                  max={1}
                  value={item.progress}
                  aria-label={`Uploading ${item.file.name}`}
                />
              )}
              <button
                type="button"
                className={styles.action}
                onClick={() => uploads.remove(item.id)}
              >
                Remove<VisuallyHidden> {item.file.name}</VisuallyHidden>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.composerRow}>
        {!editing ? (
          <>
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              onChange={(event) => {
                const files = [...(event.target.files ?? [])].slice(
                  0,
                  DM_MEDIA_MAX_ITEMS - uploads.items.length,
                );
                if (files.length) uploads.add(files);
                event.target.value = '';
              }}
            />
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={uploads.items.length >= DM_MEDIA_MAX_ITEMS}
              onClick={() => fileInput.current?.click()}
            >
              Attach
            </Button>
          </>
        ) : null}
        <label className={styles.textareaLabel}>
          <VisuallyHidden>{editing ? 'Edit your message' : `Write to ${otherName}`}</VisuallyHidden>
          <textarea
            className={styles.textarea}
            rows={2}
            value={text}
            placeholder="Write a message…"
            aria-invalid={tooLong || undefined}
            onChange={(event) => {
              setText(event.target.value);
              if (!editing && event.target.value) onTyping();
            }}
            onKeyDown={onKeyDown}
          />
        </label>
        <Button type="submit" size="sm" loading={busy} disabled={uploading || empty}>
          {editing ? 'Save' : 'Send'}
        </Button>
      </div>
      {error || tooLong ? (
        <p role="alert" className={styles.error}>
          {error ?? `A message holds at most ${DM_TEXT_MAX_LENGTH} characters.`}
        </p>
      ) : null}
    </form>
  );
}
