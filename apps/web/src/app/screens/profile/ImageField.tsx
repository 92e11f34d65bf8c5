import { useEffect, useId, useRef, useState } from 'react';
import { Avatar, FieldError } from '@trestle/ui';
import { createFileUploader } from '../../compose/upload-file';
import { useUploadQueue } from '../../compose/use-upload-queue';
import { fileUrl } from '../../posts/files';
import { useServices } from '../../services-context';
import styles from './Profile.module.css';

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

export interface ImageFieldProps {
  kind: 'avatar' | 'cover';
  label: string;
  /** The uploaded file's name, or '' for none. */
  value: string;
  /** The name shown on an avatar without a picture. */
  name: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  /** Whether an upload is running (the form waits for it). */
  onBusyChange: (busy: boolean) => void;
  /** What the picture is called in the preview and the Remove button (a cover by default). */
  noun?: string;
}

/**
 * One picture (avatar or cover): pick a file, watch it upload through core's upload machine
 * (progress, cancel, retry), and keep the uploaded name; Remove clears it.
 */
export function ImageField({
  kind,
  label,
  value,
  name,
  error,
  onChange,
  onBusyChange,
  noun = 'cover',
}: ImageFieldProps) {
  const services = useServices();
  const [uploader] = useState(() => createFileUploader(services.client.tokens));
  const uploads = useUploadQueue(uploader);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const current = uploads.items[uploads.items.length - 1];
  const taken = useRef<string | null>(null);

  // A finished upload becomes the field's value once, then leaves the queue.
  useEffect(() => {
    if (current?.status === 'done' && current.result && taken.current !== current.id) {
      taken.current = current.id;
      onChange(current.result.filename);
      uploads.remove(current.id);
    }
  }, [current, onChange, uploads]);

  const busy =
    current !== undefined && (current.status === 'uploading' || current.status === 'queued');
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  function pick(file: File) {
    uploads.items.forEach((item) => uploads.remove(item.id));
    uploads.add([file]);
  }

  const preview = value ? fileUrl(value) : null;
  return (
    <div className={styles.imageField}>
      <span className={styles.imageLabel} id={`${id}-label`}>
        {label}
      </span>
      <div className={kind === 'cover' ? styles.coverPreview : styles.avatarPreview}>
        {kind === 'avatar' ? (
          <Avatar name={name} src={preview} size="xl" alt={preview ? 'Your avatar' : undefined} />
        ) : preview ? (
          <img src={preview} alt={`Your ${noun}`} className={styles.coverImage} />
        ) : (
          <span className={styles.muted}>No {noun} picture</span>
        )}
      </div>
      <div className={styles.imageControls}>
        <input
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          className={styles.fileInput}
          aria-labelledby={`${id}-label ${id}-choose`}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) pick(file);
          }}
        />
        <label htmlFor={id} id={`${id}-choose`} className={styles.pickButton}>
          {value ? 'Change' : 'Upload'}
        </label>
        {value && !busy ? (
          <button type="button" className={styles.linkish} onClick={() => onChange('')}>
            Remove {kind === 'avatar' ? 'avatar' : noun}
          </button>
        ) : null}
        <span id={hintId} className={styles.muted}>
          JPEG, PNG, WebP or GIF.
        </span>
      </div>
      {current && current.status !== 'done' ? (
        <div className={styles.uploadRow}>
          <span className={styles.fileName}>{current.file.name}</span>
          {busy ? (
            <>
              <progress
                max={100}
                value={Math.round(current.progress * 100)}
                aria-label={`Uploading ${current.file.name}`}
              />
              <button
                type="button"
                className={styles.linkish}
                onClick={() => uploads.remove(current.id)}
              >
                Cancel upload
              </button>
            </>
          ) : (
            <>
              <span role="alert" className={styles.errorText}>
                {current.error ?? 'The upload failed.'}
              </span>
              <button
                type="button"
                className={styles.linkish}
                onClick={() => uploads.retry(current.id)}
              >
                Retry
              </button>
            </>
          )}
        </div>
      ) : null}
      <FieldError id={errorId} error={error} className={styles.errorText} />
    </div>
  );
}
