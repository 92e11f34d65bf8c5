import { MAX_CONCURRENT_VIDEO_UPLOADS, VIDEO_UPLOAD_LIMIT_CLEAR_AT } from '../constants';
import type { Id } from './identity';
import { sameId } from './identity';

/** Video uploads in progress and the limit flag. */
export interface VideoUploads {
  uploading: Id[];
  limitReached: boolean;
}

export const initialVideoUploads: VideoUploads = { uploading: [], limitReached: false };

/** Starting an upload while two are already in progress sets the limit flag. */
export function startVideoUpload(state: VideoUploads, uploadId: Id): VideoUploads {
  return {
    uploading: [...state.uploading, uploadId],
    limitReached: state.limitReached || state.uploading.length >= MAX_CONCURRENT_VIDEO_UPLOADS,
  };
}

/** Removing an upload (done, failed or cancelled) clears the flag when three or fewer remain. */
export function removeVideoUpload(state: VideoUploads, uploadId: Id): VideoUploads {
  const uploading = state.uploading.filter((id) => !sameId(id, uploadId));
  return {
    uploading,
    limitReached: uploading.length <= VIDEO_UPLOAD_LIMIT_CLEAR_AT ? false : state.limitReached,
  };
}
