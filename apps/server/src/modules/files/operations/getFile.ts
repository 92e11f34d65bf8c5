import { HttpError } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { parseRange } from '../range';
import { findStoredFile } from '../store';

export const getFile = operation('getFile', 'public', async ({ params, request, reply }, ctx) => {
  const { filename } = params;
  const { row, size, kind } = await findStoredFile(ctx, filename);
  const range = parseRange(request.headers.range, size);
  if (range.kind === 'unsatisfiable') {
    throw new HttpError(416, 'The requested range lies outside the file.', undefined, {
      'content-range': `bytes */${size}`,
    });
  }
  reply.headers({
    'content-type': row.mime,
    'accept-ranges': 'bytes',
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'content-disposition': kind?.inline ? 'inline' : `attachment; filename="${filename}"`,
    'cross-origin-resource-policy': 'same-site',
  });
  if (range.kind === 'partial') {
    reply.status(206).headers({
      'content-range': `bytes ${range.start}-${range.end}/${size}`,
      'content-length': String(range.end - range.start + 1),
    });
    return reply.send(ctx.storage.read(filename, range));
  }
  reply.header('content-length', String(size));
  return reply.send(ctx.storage.read(filename));
});
