import { Link } from 'react-router';
import { isGalleryVideo } from '@trestle/core';
import { EmptyState } from '@trestle/ui';
import { fileUrl } from '../../posts/files';
import { useServices } from '../../services-context';
import { GalleryViewer } from './GalleryViewer';
import { EDIT_PROFILE_PATH } from './paths';
import type { ProfileItem } from './types';
import page from '../Page.module.css';
import styles from './Profile.module.css';

export interface ProfileGalleryProps {
  gallery: ProfileItem['gallery'];
  /** The person's display name, for the empty state and the viewer's title. */
  name: string;
  own: boolean;
}

/** The Gallery tab: the person's pictures in a grid; each opens full-size in a viewer. */
export function ProfileGallery({ gallery, name, own }: ProfileGalleryProps) {
  const services = useServices();
  if (gallery.length === 0) {
    return (
      <EmptyState
        className={page.notice}
        title="No pictures yet"
        text={
          own
            ? 'Show your work in pictures: add them on Edit profile.'
            : `${name} has not added any pictures yet.`
        }
        action={
          own ? (
            <Link to={EDIT_PROFILE_PATH} className={styles.linkButton}>
              Add pictures
            </Link>
          ) : undefined
        }
      />
    );
  }

  function view(index: number) {
    services.modals.open({
      id: 'profile-gallery',
      title: `${name}’s gallery`,
      content: <GalleryViewer items={gallery} start={index} />,
    });
  }

  return (
    <ul className={styles.gallery} aria-label="Gallery">
      {gallery.map((item, index) => (
        <li key={item.file}>
          <button
            type="button"
            className={styles.galleryItem}
            aria-haspopup="dialog"
            aria-label={`Open ${item.caption ? `“${item.caption}”` : `picture ${index + 1}`} full size`}
            onClick={() => view(index)}
          >
            {isGalleryVideo(item.file) ? (
              <video src={fileUrl(item.file)} preload="metadata" muted className={styles.thumb} />
            ) : (
              <img src={fileUrl(item.file)} alt="" loading="lazy" className={styles.thumb} />
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
