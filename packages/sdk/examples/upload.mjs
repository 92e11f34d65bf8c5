// Upload a file (here a picture given on the command line, or a small built-in one), then
// attach it to a post by the name the server gave it.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { unwrap } from '@trestle/sdk';
import { show, signedInClient } from './session.mjs';

// A 1×1 PNG, when no file is named.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const path = process.argv[2];
const bytes = path ? await readFile(path) : PIXEL;

const { client } = await signedInClient();
const form = new FormData();
form.append('file', new Blob([bytes]), path ? basename(path) : 'pixel.png');
const uploaded = await unwrap(
  // FormData goes as it is (multipart/form-data), not as JSON.
  client.api.POST('/files', { body: form, bodySerializer: (body) => body }),
);
const post = await unwrap(
  client.api.POST('/user/post', {
    body: {
      text: '<p>The site this morning.</p>',
      category: 'business',
      media: [{ file: uploaded.filename, type: 'image', alt: 'The site this morning' }],
    },
  }),
);
show({ filename: uploaded.filename, postId: post.id, media: post.media.map((m) => m.file) });
