// POST /files and GET /files/{filename}.
import { limitsFor, membershipLevelOf } from '@trestle/core';
import type { AppContext } from '../../platform/context';
import { callerOf } from '../../platform/auth/request-auth';
import { badRequest, HttpError } from '../../platform/http/errors';
import type { Handlers } from '../../platform/openapi/register';
import { parseRange } from './range';
import { filesService } from './service';

export function filesHandlers(ctx: AppContext): Handlers {
  const files = filesService(ctx);
  return {
    uploadFile: async (request, reply) => {
      const { user } = callerOf(request);
      if (!request.isMultipart()) {
        throw badRequest('Send the file as multipart/form-data in a field named "file".');
      }
      const maxBytes = Math.min(
        limitsFor(membershipLevelOf(user.membership_level)).uploadMegabytes * 1048576,
        ctx.config.maxUploadBytes,
      );
      const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
      if (!part || part.fieldname !== 'file') {
        throw badRequest('Choose a file to upload in the field "file".');
      }
      const stored = await files.upload({ stream: part.file, ownerId: user.id, maxBytes });
      return reply.status(201).send(stored);
    },

    getFile: async (request, reply) => {
      const { filename } = request.params as { filename: string };
      const { row, size, kind } = await files.find(filename);
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
    },
  };
}
