// Which uploads we accept, decided by the bytes (never the name), and how each is stored.

export interface FileKind {
  mime: string;
  extension: string;
  /** Images are decoded and re-encoded, which drops EXIF and GPS data. */
  image: boolean;
  /** Shown in the page (inline) rather than offered as a download. */
  inline: boolean;
}

const kinds: FileKind[] = [
  { mime: 'image/jpeg', extension: 'jpg', image: true, inline: true },
  { mime: 'image/png', extension: 'png', image: true, inline: true },
  { mime: 'image/webp', extension: 'webp', image: true, inline: true },
  { mime: 'image/gif', extension: 'gif', image: true, inline: true },
  { mime: 'video/mp4', extension: 'mp4', image: false, inline: true },
  { mime: 'video/webm', extension: 'webm', image: false, inline: true },
  { mime: 'video/quicktime', extension: 'mov', image: false, inline: true },
  { mime: 'audio/mpeg', extension: 'mp3', image: false, inline: true },
  { mime: 'audio/ogg', extension: 'ogg', image: false, inline: true },
  { mime: 'audio/wav', extension: 'wav', image: false, inline: true },
  { mime: 'audio/x-m4a', extension: 'm4a', image: false, inline: true },
  { mime: 'application/pdf', extension: 'pdf', image: false, inline: false },
];

export function kindOfMime(mime: string | undefined): FileKind | undefined {
  return kinds.find((kind) => kind.mime === mime);
}

export const ACCEPTED_DESCRIPTION =
  'JPEG, PNG, WebP or GIF images, MP4, WebM or MOV videos, MP3, OGG, WAV or M4A audio, and PDF documents';
