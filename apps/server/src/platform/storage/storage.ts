// Where uploaded files live. Local disk by default; an S3-compatible driver can implement the
// same interface.
import type { Readable } from 'node:stream';

export interface StoredFile {
  size: number;
}

export interface Storage {
  /** Writes the whole stream under the name; throws and leaves nothing behind on failure. */
  put(name: string, content: Readable | Buffer): Promise<StoredFile>;
  stat(name: string): Promise<StoredFile | null>;
  /** Reads bytes start..end inclusive (the whole file when omitted). */
  read(name: string, range?: { start: number; end: number }): Readable;
  delete(name: string): Promise<void>;
}
