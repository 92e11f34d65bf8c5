import { useEffect, useId, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import {
  galleryRoomFor,
  isGalleryVideo,
  PROFILE_GALLERY_CAPTION_MAX,
  PROFILE_GALLERY_MAX,
  type ProfileGalleryItem,
  type UploadFunction,
} from '@trestle/core';
import { TextField, UploadList } from '@trestle/ui';
import { createFileUploader } from '../../compose/upload-file';
import { useUploadQueue } from '../../compose/use-upload-queue';
import { fileUrl } from '../../posts/files';
import { useServices } from '../../services-context';
import { IMAGE_ACCEPT } from './ImageField';
import styles from './Profile.module.css';

export interface GalleryFieldProps {
  items: ProfileGalleryItem[];
  onChange: Dispatch<SetStateAction<ProfileGalleryItem[]>>;
  /** Whether uploads are running (the form waits for them). */
  onBusyChange: (busy: boolean) => void;
  /** Sends one file; POST /files by default (tests pass their own). */
  upload?: UploadFunction<File>;
}

/**
 * The gallery on the edit-profile form: pictures picked (several at once) go up through core's
 * upload queue, two at a time, each with its progress, Cancel and, after a failure, Retry; an
 * uploaded picture joins the gallery, where it gets a caption (its text alternative) or goes.
 */
export function GalleryField({ items, onChange, onBusyChange, upload }: GalleryFieldProps) {
  const services = useServices();
  const [uploader] = useState(() => upload ?? createFileUploader(services.client.tokens));
  const uploads = useUploadQueue(uploader);
  const id = useId();
  const taken = useRef(new Set<string>());

  // Finished uploads join the gallery once, then leave the queue.
  useEffect(() => {
    const done = uploads.items.filter(
      (item) => item.status === 'done' && item.result && !taken.current.has(item.id),
    );
    if (done.length === 0) return;
    done.forEach((item) => taken.current.add(item.id));
    onChange((current) => [
      ...current,
      ...done.map((item) => ({ file: item.result!.filename, caption: '' })),
    ]);
    done.forEach((item) => uploads.remove(item.id));
  }, [uploads, onChange]);

  const pending = uploads.items.filter((item) => item.status !== 'done');
  const busy = pending.some((item) => item.status === 'uploading' || item.status === 'queued');
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  function pick(files: File[]) {
    const room = galleryRoomFor(items.length + pending.length, files.length);
    if (room < files.length) {
      services.notify(
        `The gallery holds ${PROFILE_GALLERY_MAX} pictures: ${files.length - room} of those were left out.`,
        'info',
      );
    }
    if (room > 0) uploads.add(files.slice(0, room));
  }

  const full = items.length + pending.length >= PROFILE_GALLERY_MAX;
  return (
    <>
      {items.length === 0 && pending.length === 0 ? (
        <p className={styles.muted}>No pictures yet: show your work, sites and team.</p>
      ) : null}
      {items.length > 0 ? (
        <ul className={styles.galleryEdit} aria-label="Pictures in your gallery">
          {items.map((item, index) => (
            <li key={item.file}>
              <fieldset className={styles.subFieldset}>
                <legend className={styles.subLegend}>Picture {index + 1}</legend>
                {isGalleryVideo(item.file) ? (
                  <video src={fileUrl(item.file)} preload="metadata" className={styles.thumb} />
                ) : (
                  <img src={fileUrl(item.file)} alt="" className={styles.thumb} />
                )}
                <TextField
                  label="Caption"
                  maxLength={PROFILE_GALLERY_CAPTION_MAX}
                  value={item.caption ?? ''}
                  onChange={(event) => {
                    const caption = event.target.value;
                    onChange((current) =>
                      current.map((entry) =>
                        entry.file === item.file ? { ...entry, caption } : entry,
                      ),
                    );
                  }}
                />
                <button
                  type="button"
                  className={styles.linkish}
                  onClick={() =>
                    onChange((current) => current.filter((entry) => entry.file !== item.file))
                  }
                >
                  Remove picture {index + 1}
                </button>
              </fieldset>
            </li>
          ))}
        </ul>
      ) : null}
      {pending.length > 0 ? (
        <UploadList
          label="Pictures uploading"
          uploads={pending}
          onRemove={uploads.remove}
          onRetry={uploads.retry}
        />
      ) : null}
      <div className={styles.imageControls}>
        <input
          id={id}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          className={styles.fileInput}
          disabled={full}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length > 0) pick(files);
          }}
        />
        <label htmlFor={id} className={styles.pickButton} aria-disabled={full || undefined}>
          Add pictures
        </label>
        <span id={`${id}-hint`} className={styles.muted}>
          JPEG, PNG, WebP or GIF; up to {PROFILE_GALLERY_MAX} pictures.
        </span>
      </div>
    </>
  );
}
