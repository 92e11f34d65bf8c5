// Which uploads we accept, decided by the bytes (never the name), and how each is stored.

export interface FileKind {
  mime: string;
  extension: string;
  /** Images are decoded and re-encoded, which drops EXIF and GPS data. */
  image: boolean;
  /** Shown in the page (inline) rather than offered as a download. */
  inline: boolean;
  /** Video or sound: processed by ffmpeg when the machine has it (platform/media). */
  recording?: boolean;
}

const kinds: FileKind[] = [
  { mime: 'image/jpeg', extension: 'jpg', image: true, inline: true },
  { mime: 'image/png', extension: 'png', image: true, inline: true },
  { mime: 'image/webp', extension: 'webp', image: true, inline: true },
  { mime: 'image/gif', extension: 'gif', image: true, inline: true },
  { mime: 'video/mp4', recording: true, extension: 'mp4', image: false, inline: true },
  { mime: 'video/webm', recording: true, extension: 'webm', image: false, inline: true },
  { mime: 'video/quicktime', recording: true, extension: 'mov', image: false, inline: true },
  { mime: 'audio/mpeg', recording: true, extension: 'mp3', image: false, inline: true },
  { mime: 'audio/ogg', recording: true, extension: 'ogg', image: false, inline: true },
  { mime: 'audio/wav', recording: true, extension: 'wav', image: false, inline: true },
  { mime: 'audio/x-m4a', recording: true, extension: 'm4a', image: false, inline: true },
  // What processing makes of other sound files (never detected from an upload: file-type says x-m4a).
  { mime: 'audio/mp4', extension: 'm4a', image: false, inline: true },
  { mime: 'application/pdf', extension: 'pdf', image: false, inline: false },
];

export function kindOfMime(mime: string | undefined): FileKind | undefined {
  return kinds.find((kind) => kind.mime === mime);
}

export const ACCEPTED_DESCRIPTION =
  'JPEG, PNG, WebP or GIF images, MP4, WebM or MOV videos, MP3, OGG, WAV or M4A audio, and PDF documents';
