// Every operation that attaches an uploaded file by name asks the one check (attached-files.ts):
// for each, someone else's upload, a name nobody uploaded and a file of the wrong kind are a 400
// on the field, and the person's own upload of the right kind is taken. Real HTTP, real uploads.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import {
  makeChannel,
  makeGroup,
  makeJob,
  makeListing,
  makePost,
  makeProject,
  makeUser,
  setDmSetting,
  uploadFileAs,
  type TestUser,
} from '../../../test/support/factories';
import { api, type JsonResponse } from '../../../test/support/http';
import { NOT_YOUR_UPLOAD, WRONG_KIND, type UploadKind } from './attached-files';

const app = useTestApp();

const PDF = readFileSync(new URL('../../../test/fixtures/scope-of-work.pdf', import.meta.url));
/** Nobody uploaded this (a well-formed stored name). */
const NOBODYS = '0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10.png';

/** A short silent WAV: a file of a kind no picture or document field takes. */
function wav(): Buffer {
  const samples = Buffer.alloc(800, 128);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // one channel
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

async function png(): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#f26b1d' } })
    .png()
    .toBuffer();
}

interface Uploads {
  image: string;
  pdf: string;
  sound: string;
}

async function uploadsOf(user: TestUser): Promise<Uploads> {
  const [image, pdf, sound] = await Promise.all([
    uploadFileAs(app, user, await png(), 'site.png'),
    uploadFileAs(app, user, PDF, 'scope.pdf'),
    uploadFileAs(app, user, wav(), 'note.wav'),
  ]);
  return { image: image.filename, pdf: pdf.filename, sound: sound.filename };
}

const business = () => makeUser(app, { accountType: 'business' });
const asUrl = (name: string) => `/api/files/${name}`;
let unique = 0;
const uniqueName = () => `Crew-attach-${++unique}${Date.now() % 100000}`;

/** One attaching operation: who sends it, and the request that attaches `name`. */
interface AttachCase {
  operation: string;
  field: string;
  kind: UploadKind;
  /** Makes what the request needs; answers the person and how to send the request. */
  prepare(): Promise<{ actor: TestUser; send: (name: string) => Promise<JsonResponse> }>;
}

const post = (actor: TestUser, path: string, body: unknown, method = 'POST') =>
  api(app.url, method, path, { token: actor.token, body });

const cases: AttachCase[] = [
  {
    operation: 'updateOwnProfile',
    field: 'general.avatar',
    kind: 'image',
    async prepare() {
      const actor = await makeUser(app);
      return {
        actor,
        send: (name) => post(actor, '/user/profile', { general: { avatar: name } }),
      };
    },
  },
  {
    operation: 'updateOwnProfile',
    field: 'gallery.0.file',
    kind: 'image-or-video',
    async prepare() {
      const actor = await makeUser(app);
      return { actor, send: (name) => post(actor, '/user/profile', { gallery: [{ file: name }] }) };
    },
  },
  {
    operation: 'createPost',
    field: 'media',
    kind: 'image',
    async prepare() {
      const actor = await makeUser(app);
      return {
        actor,
        send: (name) =>
          post(actor, '/user/post', { text: 'x', media: [{ file: name, type: 'image' }] }),
      };
    },
  },
  {
    operation: 'replyToPost',
    field: 'media',
    kind: 'image',
    async prepare() {
      const actor = await makeUser(app);
      const parent = await makePost(app, await makeUser(app), { text: 'Pour on Friday?' });
      return {
        actor,
        send: (name) =>
          post(actor, `/user/post/${parent.id}/reply`, {
            text: 'Photo',
            media: [{ file: name, type: 'image' }],
          }),
      };
    },
  },
  {
    operation: 'updatePost',
    field: 'media',
    kind: 'image',
    async prepare() {
      const actor = await makeUser(app);
      const mine = await makePost(app, actor, { text: 'Site photo to come' });
      return {
        actor,
        send: (name) =>
          post(actor, `/user/post/${mine.id}`, { media: [{ file: name, type: 'image' }] }, 'PUT'),
      };
    },
  },
  {
    operation: 'sendDirectMessage',
    field: 'media',
    kind: 'any',
    async prepare() {
      const actor = await makeUser(app);
      const other = await makeUser(app);
      await setDmSetting(app, other, 'all');
      return {
        actor,
        send: (name) => post(actor, `/user/dm/${other.id}/message`, { media: [name] }),
      };
    },
  },
  {
    operation: 'createGroup',
    field: 'avatar',
    kind: 'image',
    async prepare() {
      const actor = await makeUser(app);
      return {
        actor,
        send: (name) =>
          post(actor, '/user/groups', {
            name: uniqueName(),
            title: 'Crew',
            type: 'open',
            avatar: name,
          }),
      };
    },
  },
  {
    operation: 'updateGroup',
    field: 'background_image',
    kind: 'image',
    async prepare() {
      const actor = await makeUser(app);
      const group = await makeGroup(app, actor);
      return {
        actor,
        send: (name) => post(actor, `/user/group/${group.id}`, { background_image: name }),
      };
    },
  },
  {
    operation: 'createChannel',
    field: 'background_image',
    kind: 'image',
    async prepare() {
      const actor = await makeUser(app);
      return {
        actor,
        send: (name) =>
          post(actor, '/user/channel', {
            name: `chan_${++unique}${Date.now() % 100000}`,
            title: 'Site news',
            category: 'business',
            type: 'public',
            background_image: name,
          }),
      };
    },
  },
  {
    operation: 'updateChannel',
    field: 'background_image',
    kind: 'image',
    async prepare() {
      const actor = await makeUser(app);
      const channel = await makeChannel(app, actor);
      return {
        actor,
        send: (name) => post(actor, `/user/channel/${channel.id}`, { background_image: name }),
      };
    },
  },
  {
    operation: 'createProject',
    field: 'documents',
    kind: 'document',
    async prepare() {
      const actor = await business();
      return {
        actor,
        send: (name) =>
          post(actor, '/user/project', {
            title: 'Shed',
            description: '<p>A garden shed.</p>',
            category: 'residential',
            bid: 10,
            documents: [{ url: asUrl(name) }],
          }),
      };
    },
  },
  {
    operation: 'updateProject',
    field: 'documents',
    kind: 'document',
    async prepare() {
      const actor = await business();
      const project = await makeProject(app, actor);
      return {
        actor,
        send: (name) =>
          post(actor, `/user/project/${project.id}`, { documents: [{ url: asUrl(name) }] }),
      };
    },
  },
  {
    operation: 'applyToProject',
    field: 'documents',
    kind: 'document',
    async prepare() {
      const actor = await business();
      const project = await makeProject(app, await business());
      return {
        actor,
        send: (name) =>
          post(actor, `/user/project/${project.id}/apply`, {
            amount: 100,
            message: 'Our price, attached.',
            documents: [{ url: asUrl(name) }],
          }),
      };
    },
  },
  {
    operation: 'applyToJob',
    field: 'documents',
    kind: 'document',
    async prepare() {
      const actor = await makeUser(app);
      const job = await makeJob(app, await business());
      return {
        actor,
        send: (name) =>
          post(actor, `/user/job/${job.id}/apply`, {
            message: 'My résumé',
            documents: [{ url: asUrl(name) }],
          }),
      };
    },
  },
  {
    operation: 'createListing',
    field: 'images',
    kind: 'image',
    async prepare() {
      const actor = await business();
      return {
        actor,
        send: (name) =>
          post(actor, '/user/listing', {
            title: 'Hill Country Electric',
            description: '<p>Licensed electricians.</p>',
            type: ['specialty_contractor'],
            location: { label: 'Austin, TX', zip: '78701' },
            images: [name],
          }),
      };
    },
  },
  {
    operation: 'updateListing',
    field: 'logo',
    kind: 'image',
    async prepare() {
      const actor = await business();
      const listing = await makeListing(app, actor);
      return { actor, send: (name) => post(actor, `/user/listing/${listing.id}`, { logo: name }) };
    },
  },
  {
    operation: 'requestListingQuote',
    field: 'files',
    kind: 'document',
    async prepare() {
      const actor = await makeUser(app);
      const listing = await makeListing(app, await business());
      return {
        actor,
        send: (name) =>
          post(actor, '/user/listing/quote', {
            listingId: listing.id,
            message: 'A price for a panel upgrade, please.',
            files: [name],
          }),
      };
    },
  },
  {
    operation: 'applyToListing',
    field: 'documents',
    kind: 'document',
    async prepare() {
      const actor = await business();
      const listing = await makeListing(app, await business());
      return {
        actor,
        send: (name) =>
          post(actor, `/user/listing/${listing.id}/apply`, {
            message: 'Our price list.',
            documents: [{ url: asUrl(name) }],
          }),
      };
    },
  },
];

/** An upload of the person's own that the field takes, and one it does not (none for any). */
function filesFor(kind: UploadKind, own: Uploads): { right: string; wrong: string | null } {
  switch (kind) {
    case 'document':
      return { right: own.pdf, wrong: own.sound };
    case 'any':
      return { right: own.sound, wrong: null };
    default:
      return { right: own.image, wrong: own.pdf };
  }
}

describe('files attached by name', () => {
  let strangers: Uploads;
  beforeAll(async () => {
    strangers = await uploadsOf(await makeUser(app));
  });

  for (const attaching of cases) {
    const what = attaching.kind === 'any' ? 'uploads of any kind' : `${attaching.kind} uploads`;
    it(`${attaching.operation} (${attaching.field}) takes only the person's own ${what}`, async () => {
      const { actor, send } = await attaching.prepare();
      const own = await uploadsOf(actor);
      const { right, wrong } = filesFor(attaching.kind, own);
      const refusals: [string, string][] = [
        [attaching.kind === 'document' ? strangers.pdf : strangers.image, NOT_YOUR_UPLOAD],
        [NOBODYS, NOT_YOUR_UPLOAD],
      ];
      if (wrong && attaching.kind !== 'any') refusals.push([wrong, WRONG_KIND[attaching.kind]]);
      for (const [name, message] of refusals) {
        const response = await send(name);
        expect(response.status, `${name}: ${JSON.stringify(response.body)}`).toBe(400);
        expectContract(attaching.operation, 400, response.body);
        expect(response.body).toMatchObject({ message, errors: { [attaching.field]: message } });
      }
      const accepted = await send(right);
      expect(accepted.status, JSON.stringify(accepted.body)).toBeLessThan(300);
    });
  }
});
