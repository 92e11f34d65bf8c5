import { badRequest, HttpError } from '../../../platform/http/errors';
import { entitlementsOf } from '../../../platform/auth/entitlements';
import { operation } from '../../../platform/http/operation';
import { uploadLimitBytes } from '../policy';
import { presentUploadedFile } from '../present';
import { storeUpload } from '../store';

export const MULTIPART_REQUIRED = 'Send the file as multipart/form-data in a field named "file".';
export const MALFORMED_UPLOAD =
  'The upload is malformed or incomplete: send it as multipart/form-data with one field named "file".';

export const uploadFile = operation(
  'uploadFile',
  'signed-in',
  async ({ caller, request }, ctx) => {
    if (!request.isMultipart()) throw badRequest(MULTIPART_REQUIRED);
    const maxBytes = uploadLimitBytes(caller.user, ctx.config);
    try {
      const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
      if (!part || part.fieldname !== 'file') {
        throw badRequest('Choose a file to upload in the field "file".');
      }
      return presentUploadedFile(
        await storeUpload(ctx, {
          stream: part.file,
          ownerId: caller.user.id,
          maxBytes,
          level: entitlementsOf(caller.user).level,
        }),
      );
    } catch (error) {
      // A missing or wrong boundary, a truncated body or garbage: the client's fault, not ours.
      if (error instanceof HttpError) throw error;
      const status = (error as { statusCode?: number }).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) throw error;
      throw badRequest(MALFORMED_UPLOAD);
    }
  },
  { bodyTimeout: 'upload' },
);
