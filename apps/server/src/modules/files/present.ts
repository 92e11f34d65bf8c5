// A stored file as the contract's UploadedFile schema describes it.
import type { components } from '@trestle/openapi/types';
import type { FileRow } from '../../platform/db/tables';

export function presentUploadedFile(
  row: Pick<FileRow, 'name' | 'mime' | 'size' | 'width' | 'height'>,
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
  return file;
}
