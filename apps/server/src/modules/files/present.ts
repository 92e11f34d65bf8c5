// A stored file as the contract's UploadedFile schema describes it.
import type { components } from '@trestle/openapi/types';
import type { FileRow } from '../../platform/db/tables';

export function presentUploadedFile(
  row: Pick<FileRow, 'name' | 'mime' | 'size' | 'width' | 'height'> &
    Partial<Pick<FileRow, 'duration' | 'status'>>,
) {
  const file: components['schemas']['UploadedFile'] = {
    filename: row.name,
    url: `/api/files/${row.name}`,
    mimeType: row.mime,
    size: row.size,
  };
  if (row.width && row.height) {
    file.width = row.width;
    file.height = row.height;
  }
  if (row.duration !== undefined && row.duration !== null) file.duration = row.duration;
  if (row.status === 'processing') file.processing = true;
  return file;
}
