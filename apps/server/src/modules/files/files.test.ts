import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { capturingLog, startTestApp, useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { makeUser, type TestUser } from '../../../test/support/factories';
import { parseRange } from './range';

const app = useTestApp();
let person: TestUser;
beforeAll(async () => {
  person = await makeUser(app);
});

async function upload(content: Buffer, name: string, token = person.token) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const response = await fetch(`${app.url}/api/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

/** A site photo as a phone takes it: JPEG with EXIF, including where it was taken. */
async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#c85a19' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Site Cam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();
}

describe('POST /files', () => {
  it('re-encodes images so EXIF and GPS data are gone', async () => {
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif, 'the fixture carries EXIF').toBeDefined();
    const stored = await upload(original, 'site.jpg');
    expect(stored.status).toBe(201);
    expectContract('uploadFile', 201, stored.body);
    expect(stored.body).toMatchObject({ mimeType: 'image/jpeg', width: 64, height: 48 });

    const served = await fetch(`${app.url}${stored.body.url}`);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('decides the type by content: text named .jpg is refused with 415', async () => {
    const response = await upload(Buffer.from('<script>alert(1)</script>'), 'photo.jpg');
    expect(response.status).toBe(415);
    expectContract('uploadFile', 415, response.body);
    expect(response.body.message).toMatch(/not accepted/);
  });

  it('refuses an upload without a session', async () => {
    const response = await upload(await photoWithGps(), 'a.jpg', 'not-a-token');
    expect(response.status).toBe(401);
  });

  it('refuses a file over the size limit with 413 and keeps nothing', async () => {
    const small = await startTestApp({ MAX_UPLOAD_MB: '1' });
    try {
      const user = await makeUser(small);
      const form = new FormData();
      const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024 + 10, 32)]);
      form.append('file', new Blob([new Uint8Array(pdf)]), 'big.pdf');
      const response = await fetch(`${small.url}/api/files`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}` },
        body: form,
      });
      expect(response.status).toBe(413);
      const rows = await small.database.db.selectFrom('files').selectAll().execute();
      expect(rows).toEqual([]);
    } finally {
      await small.close();
    }
  });
});

describe('GET /files/{filename}', () => {
  it('serves byte ranges with 206 and Content-Range, and 416 outside the file', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('0123456789'.repeat(100))]);
    const stored = await upload(pdf, 'plans.pdf');
    expect(stored.status).toBe(201);
    const url = `${app.url}${stored.body.url}`;

    const part = await fetch(url, { headers: { range: 'bytes=9-18' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 9-18/${pdf.length}`);
    expect(await part.text()).toBe('0123456789');

    const outside = await fetch(url, { headers: { range: `bytes=${pdf.length + 5}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${pdf.length}`);
  });

  it('serves documents as downloads with safe headers', async () => {
    const stored = await upload(Buffer.from('%PDF-1.4\nhello'), 'x.pdf');
    const response = await fetch(`${app.url}${stored.body.url}`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
  });

  it.each(['..%2F..%2Fetc%2Fpasswd', '..%2Fpglite%2Ftrestle.lock', 'nothing-here.jpg'])(
    'never serves anything outside the storage root: %s',
    async (name) => {
      const response = await fetch(`${app.url}/api/files/${name}`);
      expect([400, 404]).toContain(response.status);
    },
  );
});

describe('parseRange', () => {
  it.each([
    [undefined, 100, { kind: 'whole' }],
    ['bytes=0-9', 100, { kind: 'partial', start: 0, end: 9 }],
    ['bytes=90-', 100, { kind: 'partial', start: 90, end: 99 }],
    ['bytes=-10', 100, { kind: 'partial', start: 90, end: 99 }],
    ['bytes=50-500', 100, { kind: 'partial', start: 50, end: 99 }],
    ['bytes=100-', 100, { kind: 'unsatisfiable' }],
    ['bytes=0-1,5-6', 100, { kind: 'whole' }],
  ] as const)('reads %s of a %i-byte file', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});

describe('malformed multipart uploads', () => {
  const send = (contentType: string, body: string | Buffer) =>
    fetch(`${app.url}/api/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${person.token}`, 'content-type': contentType },
      body,
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, any> }));

  const part = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
    `Content-Type: image/png\r\n\r\n`;

  it.each([
    ['without a boundary', 'multipart/form-data', `${part('x')}PNGDATA\r\n--x--\r\n`],
    [
      'with a boundary the body does not use',
      'multipart/form-data; boundary=other',
      `${part('x')}PNG\r\n--x--\r\n`,
    ],
    [
      'cut off in the middle of the file',
      'multipart/form-data; boundary=x',
      `${part('x')}PNGDATA-no-end`,
    ],
    ['of garbage', 'multipart/form-data; boundary=x', '\u0000\u0001garbage\r\n\r\n--'],
    [
      'cut off in a part header',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-da',
    ],
  ])('answers 400 for a body %s, and keeps nothing', async (_label, contentType, body) => {
    const before = await app.database.db.selectFrom('files').select('name').execute();
    const response = await send(contentType, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
    expect(response.body.status).toBe(400);
    const after = await app.database.db.selectFrom('files').select('name').execute();
    expect(after).toHaveLength(before.length);
  });
});

describe('serving files', () => {
  it('serves whole files and ranges without logging "Reply was already sent"', async () => {
    const capture = capturingLog();
    const logged = await startTestApp({}, { log: capture.log });
    try {
      const owner = await makeUser(logged);
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await photoWithGps())]), 'site.jpg');
      const stored = (await (
        await fetch(`${logged.url}/api/files`, {
          method: 'POST',
          headers: { authorization: `Bearer ${owner.token}` },
          body: form,
        })
      ).json()) as { url: string };
      const whole = await fetch(`${logged.url}${stored.url}`);
      expect(whole.status).toBe(200);
      await whole.arrayBuffer();
      const part = await fetch(`${logged.url}${stored.url}`, { headers: { range: 'bytes=0-9' } });
      expect(part.status).toBe(206);
      expect((await part.arrayBuffer()).byteLength).toBe(10);
      expect(capture.lines().length, "the logger captures the server's lines").toBeGreaterThan(0);
      expect(capture.lines().filter((line) => /already sent/i.test(line))).toEqual([]);
    } finally {
      await logged.close();
    }
  });
});
