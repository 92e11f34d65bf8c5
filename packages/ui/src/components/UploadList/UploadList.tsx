import type { ReactNode } from 'react';
import { formatFileSize, type UploadItem, type UploadableFile } from '@trestle/core';
import { LinkButton } from '../LinkButton/LinkButton';
import './UploadList.css';

export interface UploadListProps<F extends UploadableFile> {
  /** The list's accessible name ("Attached files", "Documents: uploading"). */
  label: string;
  /** The upload queue's items (core's upload machine), in order. */
  uploads: readonly UploadItem<F>[];
  /** Stops a running upload, or takes a finished or failed one off the list. */
  onRemove: (id: string) => void;
  onRetry: (id: string) => void;
  /** A small picture before the name (the app reads it from the file). */
  preview?: ((upload: UploadItem<F>) => ReactNode) | undefined;
  /** Rows before the uploads (files already attached), as `<li>` elements. */
  children?: ReactNode;
}

/** What a row says about its upload, read out as it changes (role="status"). */
export function uploadStatusText(upload: UploadItem<UploadableFile>): string {
  switch (upload.status) {
    case 'queued':
      return 'Waiting';
    case 'uploading':
      return `Uploading ${Math.round(upload.progress * 100)}%`;
    case 'done':
      return 'Uploaded';
    case 'failed':
      return `Failed: ${upload.error ?? 'the upload failed.'}`;
  }
}

/**
 * How much of the file is sent ("1.2 MB of 3.4 MB" while it travels), or its size otherwise;
 * nothing after a failure (the reason says enough). The fraction counts the request's bytes,
 * whose form framing adds a few hundred bytes to the file's.
 */
export function uploadBytesText(upload: UploadItem<UploadableFile>): string {
  const size = formatFileSize(upload.file.size);
  switch (upload.status) {
    case 'uploading':
      return `${formatFileSize(upload.progress * upload.file.size)} of ${size}`;
    case 'failed':
      return '';
    default:
      return size;
  }
}

/** Files going up: each with its progress, Cancel (or Remove) and, after a failure, Retry. */
export function UploadList<F extends UploadableFile>({
  label,
  uploads,
  onRemove,
  onRetry,
  preview,
  children,
}: UploadListProps<F>) {
  return (
    <ul className="tr-uploads" aria-label={label}>
      {children}
      {uploads.map((upload) => {
        const name = upload.file.name;
        const running = upload.status === 'uploading' || upload.status === 'queued';
        const bytes = uploadBytesText(upload);
        return (
          <li key={upload.id} className="tr-uploads__item" data-status={upload.status}>
            {preview ? preview(upload) : null}
            <span className="tr-uploads__name">{name}</span>
            <progress
              className="tr-uploads__progress"
              max={1}
              value={upload.progress}
              aria-label={`Upload of ${name}`}
              aria-valuetext={
                upload.status === 'uploading'
                  ? `${Math.round(upload.progress * 100)}%, ${bytes}`
                  : undefined
              }
            />
            <span
              className={
                upload.status === 'failed' ? 'tr-uploads__status--failed' : 'tr-uploads__status'
              }
              role="status"
            >
              {uploadStatusText(upload)}
            </span>
            {bytes ? <span className="tr-uploads__bytes">{bytes}</span> : null}
            {upload.status === 'failed' ? (
              <LinkButton onClick={() => onRetry(upload.id)} aria-label={`Retry ${name}`}>
                Retry
              </LinkButton>
            ) : null}
            <LinkButton
              onClick={() => onRemove(upload.id)}
              aria-label={`${running ? 'Cancel upload of' : 'Remove'} ${name}`}
            >
              {running ? 'Cancel' : 'Remove'}
            </LinkButton>
          </li>
        );
      })}
    </ul>
  );
}
