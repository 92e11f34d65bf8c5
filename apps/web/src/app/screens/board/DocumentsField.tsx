// Documents sent with a project, a bid or a job application: PDFs picked here go up through
// POST /files in core's upload queue (each with its progress, Cancel and Retry) and join the list
// once stored; the server is never given an address to fetch.
import { useEffect, useId, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { UploadFunction } from '@trestle/core';
import type { components } from '@trestle/sdk';
import { ButtonLink, FieldError, UploadList } from '@trestle/ui';
import { createFileUploader } from '../../compose/upload-file';
import { useUploadQueue } from '../../compose/use-upload-queue';
import { useServices } from '../../services-context';
import styles from './Board.module.css';

export type BoardDocument = components['schemas']['ProjectDocument'];

export const DOCUMENT_ACCEPT = 'application/pdf,.pdf';

export interface DocumentsFieldProps {
  /** "Documents", "Résumé". */
  label: string;
  hint: string;
  documents: BoardDocument[];
  onChange: Dispatch<SetStateAction<BoardDocument[]>>;
  /** Whether uploads are running (the form waits for them). */
  onBusyChange: (busy: boolean) => void;
  max: number;
  error?: string | undefined;
  /** Sends one file; POST /files by default (tests pass their own). */
  upload?: UploadFunction<File>;
}

export function DocumentsField({
  label,
  hint,
  documents,
  onChange,
  onBusyChange,
  max,
  error,
  upload,
}: DocumentsFieldProps) {
  const services = useServices();
  const [uploader] = useState(() => upload ?? createFileUploader(services.client.tokens));
  const uploads = useUploadQueue(uploader);
  const id = useId();
  const taken = useRef(new Set<string>());

  // Stored files join the list once, then leave the queue.
  useEffect(() => {
    const done = uploads.items.filter(
      (item) => item.status === 'done' && item.result && !taken.current.has(item.id),
    );
    if (done.length === 0) return;
    done.forEach((item) => taken.current.add(item.id));
    onChange((current) => [
      ...current,
      ...done.map((item) => ({ url: item.result!.url, name: item.file.name.slice(0, 200) })),
    ]);
    done.forEach((item) => uploads.remove(item.id));
  }, [uploads, onChange]);

  const pending = uploads.items.filter((item) => item.status !== 'done');
  const busy = pending.some((item) => item.status === 'uploading' || item.status === 'queued');
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  const room = max - documents.length - pending.length;

  function pick(files: File[]) {
    if (files.length > room) {
      services.notify(`Up to ${max} files: ${files.length - room} of those were left out.`, 'info');
    }
    if (room > 0) uploads.add(files.slice(0, Math.max(0, room)));
  }

  return (
    <fieldset
      className={styles.workplaces}
      aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
    >
      <legend className={styles.legend}>{label}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {documents.length > 0 ? (
        <ul className={styles.meta} aria-label={`${label}: attached`}>
          {documents.map((document) => (
            <li key={document.url}>
              <a href={document.url} target="_blank" rel="noreferrer">
                {document.name || 'Document'}
              </a>{' '}
              <button
                type="button"
                className={styles.linkButton}
                aria-label={`Remove ${document.name || 'document'}`}
                onClick={() => onChange((list) => list.filter((d) => d.url !== document.url))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {pending.length > 0 ? (
        <UploadList
          label={`${label}: uploading`}
          uploads={pending}
          onRemove={uploads.remove}
          onRetry={uploads.retry}
        />
      ) : null}
      {room > 0 ? (
        <div>
          <input
            id={`${id}-input`}
            type="file"
            accept={DOCUMENT_ACCEPT}
            multiple={max > 1}
            className={styles.fileInput}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              pick(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
          <ButtonLink as="label" htmlFor={`${id}-input`} variant="secondary" size="sm">
            {documents.length > 0 ? 'Add a PDF' : 'Attach a PDF'}
          </ButtonLink>
        </div>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
