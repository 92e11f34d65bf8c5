import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { Field, LinkButton, UploadList } from '@trestle/ui';
import { createFileUploader } from '../../compose/upload-file';
import { useUploadQueue } from '../../compose/use-upload-queue';
import { useServices } from '../../services-context';
import styles from './Directory.module.css';

export interface UploadedFile {
  /** The name POST /files gave it. */
  name: string;
  /** What the person's file was called. */
  label: string;
}

export interface FilesFieldProps {
  label: string;
  hint: string;
  accept: string;
  max: number;
  files: UploadedFile[];
  onChange: Dispatch<SetStateAction<UploadedFile[]>>;
  onBusyChange: (busy: boolean) => void;
  error?: string | undefined;
}

/** Several files through core's upload queue (progress, cancel, retry); the uploaded ones listed. */
export function FilesField({
  label,
  hint,
  accept,
  max,
  files,
  onChange,
  onBusyChange,
  error,
}: FilesFieldProps) {
  const services = useServices();
  const [uploader] = useState(() => createFileUploader(services.client.tokens));
  const uploads = useUploadQueue(uploader);
  const taken = useRef(new Set<string>());

  useEffect(() => {
    const done = uploads.items.filter(
      (item) => item.status === 'done' && item.result && !taken.current.has(item.id),
    );
    if (done.length === 0) return;
    done.forEach((item) => taken.current.add(item.id));
    onChange((current) => [
      ...current,
      ...done.map((item) => ({ name: item.result!.filename, label: item.file.name })),
    ]);
    done.forEach((item) => uploads.remove(item.id));
  }, [uploads, onChange]);

  const pending = uploads.items.filter((item) => item.status !== 'done');
  const busy = pending.some((item) => item.status === 'uploading' || item.status === 'queued');
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  const room = max - files.length - pending.length;

  return (
    <div className={styles.filesField}>
      <Field label={label} hint={hint} error={error}>
        {(control) => (
          <input
            {...control}
            type="file"
            multiple
            accept={accept}
            disabled={room <= 0}
            onChange={(event) => {
              const picked = Array.from(event.target.files ?? []).slice(0, Math.max(0, room));
              if (picked.length) uploads.add(picked);
              event.target.value = '';
            }}
          />
        )}
      </Field>
      {files.length ? (
        <ul className={styles.fileList} aria-label={`${label}: uploaded`}>
          {files.map((file) => (
            <li key={file.name}>
              <span>{file.label}</span>{' '}
              <LinkButton onClick={() => onChange(files.filter((f) => f.name !== file.name))}>
                Remove {file.label}
              </LinkButton>
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
    </div>
  );
}
