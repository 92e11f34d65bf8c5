// Trickled uploads: an upload that delivers too little in a window loses its connection, and one
// person may have only a few uploads arriving at once. The window is short here (2 s) so the
// test is quick, yet twenty times the trickle's 100 ms beat: on a loaded machine (CI runs many
// test files at once) a 300 ms window closed a trickling upload that only stalled, which freed its
// slot for the third upload. The slow clients are raw loopback sockets.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { makeUser, uploadFileAs, type TestUser } from '../../../test/support/factories';
import { openRaw, portOf } from '../../../test/support/raw-http';
import { TOO_MANY_UPLOADS } from '../../platform/http/upload-pace';

const app = useTestApp({ UPLOAD_PACE_WINDOW_MS: '2000', UPLOAD_CONCURRENT_PER_PERSON: '2' });

const BOUNDARY = 'pace-boundary';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Starts an upload of a promised 10 MB: its headers and the start of the file part only. */
function startUpload(person: TestUser) {
  return openRaw(
    portOf(app.url),
    'POST /api/files HTTP/1.1\r\nHost: x\r\n' +
      `Authorization: Bearer ${person.token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
      'Content-Length: 10485760\r\n\r\n' +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
}

describe('the pace of an upload', () => {
  it('closes an upload that sends nothing for a window, long before the upload time-out', async () => {
    const person = await makeUser(app);
    const { closed } = startUpload(person);
    const { afterMs, received } = await closed;
    expect(received).toBe('');
    expect(afterMs).toBeLessThan(10_000);
  }, 30_000);

  it('keeps an upload that keeps delivering, and takes a quick one as before', async () => {
    const person = await makeUser(app);
    const { socket, closed } = startUpload(person);
    let open = true;
    void closed.then(() => (open = false));
    const chunk = Buffer.alloc(32 * 1024, 1);
    // Longer than a window (2 s), so the pace is checked while it delivers.
    for (let i = 0; i < 30; i++) {
      socket.write(chunk);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(open).toBe(true);
    socket.destroy();
    await uploadFileAs(app, person, PNG, 'quick.png');
  }, 30_000);
});

describe('uploads at once', () => {
  it('refuses a third upload of one person with 429 while two arrive, and frees a slot when one ends', async () => {
    const person = await makeUser(app);
    const other = await makeUser(app);
    const uploads = [startUpload(person), startUpload(person)];
    // Both keep their pace while the third is tried.
    const chunk = Buffer.alloc(32 * 1024, 1);
    const trickle = setInterval(() => uploads.forEach((u) => u.socket.write(chunk)), 100);
    try {
      // Time for the server to take both (a loaded machine is slow).
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(PNG)]), 'third.png');
      const third = await fetch(`${app.url}/api/files`, {
        method: 'POST',
        headers: { authorization: `Bearer ${person.token}` },
        body: form,
      });
      expect(third.status).toBe(429);
      expect(((await third.json()) as { message: string }).message).toBe(TOO_MANY_UPLOADS);
      // Someone else is not counted with them.
      await uploadFileAs(app, other, PNG, 'theirs.png');
    } finally {
      clearInterval(trickle);
    }
    uploads[0]!.socket.destroy();
    await uploads[0]!.closed;
    await new Promise((resolve) => setTimeout(resolve, 100));
    await uploadFileAs(app, person, PNG, 'after.png');
    uploads[1]!.socket.destroy();
  }, 30_000);
});
