// Attached files: the picker, files kept from an edited post, and the upload queue with each
// file's progress, cancel/remove and retry.
import { useEffect, useRef } from 'react';
import { MAX_CONCURRENT_UPLOADS, VIDEO_UPLOAD_LIMIT_MESSAGE, type MediaItem } from '@trestle/core';
import { FieldError, LinkButton, UploadList } from '@trestle/ui';
import type { FileUpload } from './use-upload-queue';
import styles from './Composer.module.css';

export const MEDIA_ACCEPT =
  'image/jpeg,image/png,image/webp,image/gif,video/mp4,video/webm,video/quicktime';

export interface MediaFieldProps {
  id: string;
  kept: readonly MediaItem[];
  uploads: readonly FileUpload[];
  /** The video upload limit flag (core's upload machine): its message shows while it is set. */
  videoLimit?: boolean;
  error?: string | undefined;
  disabled?: boolean;
  onPick: (files: File[]) => void;
  onRemoveKept: (file: string) => void;
  onRemoveUpload: (id: string) => void;
  onRetry: (id: string) => void;
}

export function MediaField({
  id,
  kept,
  uploads,
  videoLimit = false,
  error,
  disabled = false,
  onPick,
  onRemoveKept,
  onRemoveUpload,
  onRetry,
}: MediaFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const waiting = uploads.filter((upload) => upload.status === 'queued').length;
  return (
    <div className={styles.media}>
      <div className={styles.pickRow}>
        <input
          id={id}
          type="file"
          multiple
          accept={MEDIA_ACCEPT}
          className={styles.fileInput}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // Cleared so picking the same file again still fires a change.
            event.target.value = '';
            if (files.length > 0) onPick(files);
          }}
        />
        <label htmlFor={id} className={styles.pickButton}>
          Add photos or videos
        </label>
        <span id={hintId} className={styles.muted}>
          {waiting > 0
            ? `${MAX_CONCURRENT_UPLOADS} files upload at a time; ${waiting} waiting.`
            : 'JPEG, PNG, WebP, GIF, MP4, WebM or MOV.'}
        </span>
      </div>
      {/* Always in the page, so the message is read out when it appears. */}
      <p className={styles.notice} role="status">
        {videoLimit ? VIDEO_UPLOAD_LIMIT_MESSAGE : ''}
      </p>
      <FieldError id={errorId} error={error} className={styles.error} />
      {kept.length + uploads.length > 0 ? (
        <UploadList
          label="Attached files"
          uploads={uploads}
          onRemove={onRemoveUpload}
          onRetry={onRetry}
          preview={(upload) => <FilePreview file={upload.file} />}
        >
          {kept.map((item) => (
            <li key={item.file} className={styles.fileItem}>
              <Preview src={`/api/files/${encodeURIComponent(item.file)}`} type={item.type} />
              <span className={styles.fileName}>{item.alt || item.file}</span>
              <span className={styles.muted}>Attached</span>
              <LinkButton
                onClick={() => onRemoveKept(item.file)}
                aria-label={`Remove ${item.alt || item.file}`}
              >
                Remove
              </LinkButton>
            </li>
          ))}
        </UploadList>
      ) : null}
    </div>
  );
}

/** A small preview of a picked image, read from the file itself (nothing is sent for it). */
function FilePreview({ file }: { file: File }) {
  const imageRef = useRef<HTMLImageElement>(null);
  const isImage = file.type.startsWith('image/');
  // The object URL lives exactly as long as the preview shows this file.
  useEffect(() => {
    const image = imageRef.current;
    if (!image || typeof URL.createObjectURL !== 'function') return;
    const objectUrl = URL.createObjectURL(file);
    image.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  if (!isImage) return <Preview src={null} type="video" />;
  return <img ref={imageRef} className={styles.thumb} alt="" />;
}

function Preview({ src, type }: { src: string | null; type: string }) {
  if (src && (type === 'image' || type === 'gif')) {
    return <img className={styles.thumb} src={src} alt="" />;
  }
  return (
    <span className={styles.thumb} aria-hidden="true">
      {type === 'image' || type === 'gif' ? '🖼' : '🎞'}
    </span>
  );
}
