// Sends one file to POST /files. XMLHttpRequest rather than the SDK's fetch: fetch cannot report
// how much of a request body has been sent, and uploads show their progress.
import { normaliseError, type UploadFunction, type UploadResult } from '@trestle/core';
import { CSRF_HEADER, readCsrfCookie, type TokenStore } from '@trestle/sdk';

export const UPLOAD_URL = '/api/files';

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isUploadResult(value: unknown): value is UploadResult {
  const candidate = value as Partial<UploadResult> | null;
  return typeof candidate?.filename === 'string' && typeof candidate.url === 'string';
}

/** An upload function for the core upload queue, signed in with the stored token. */
export function createFileUploader(tokens: TokenStore): UploadFunction<File> {
  return (file, onProgress, signal) =>
    new Promise<UploadResult>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('POST', UPLOAD_URL);
      const token = tokens.getToken();
      if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
      const csrf = readCsrfCookie(document.cookie);
      if (csrf) request.setRequestHeader(CSRF_HEADER, csrf);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      request.onload = () => {
        const body = parseBody(request.responseText);
        if (request.status >= 200 && request.status < 300 && isUploadResult(body)) resolve(body);
        else reject(normaliseError({ status: request.status, body }));
      };
      request.onerror = () => reject(normaliseError({ networkError: true }));
      request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
      signal.addEventListener('abort', () => request.abort(), { once: true });
      const form = new FormData();
      form.append('file', file, file.name);
      request.send(form);
    });
}
