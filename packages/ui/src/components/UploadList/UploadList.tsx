import type { ReactNode } from 'react';
import type { UploadItem, UploadableFile } from '@trestle/core';
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
        return (
          <li key={upload.id} className="tr-uploads__item" data-status={upload.status}>
            {preview ? preview(upload) : null}
            <span className="tr-uploads__name">{name}</span>
            <progress
              className="tr-uploads__progress"
              max={1}
              value={upload.progress}
              aria-label={`Upload of ${name}`}
            />
            <span
              className={
                upload.status === 'failed' ? 'tr-uploads__status--failed' : 'tr-uploads__status'
              }
              role="status"
            >
              {uploadStatusText(upload)}
            </span>
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
