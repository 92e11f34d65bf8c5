// The start-up account of optional parts: each missing part is named with what is off without it,
// each present one said briefly, and no secret in a configured address is ever shown.
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { describeOptionalParts, programOnPath } from './optional-parts';

const nothing = () => false;
const sentenceOf = (parts: ReturnType<typeof describeOptionalParts>, part: string) =>
  parts.find((p) => p.part === part);

describe('describeOptionalParts', () => {
  it('on defaults with no programs, names every missing part and what is off', () => {
    const parts = describeOptionalParts(loadConfig({}), nothing);
    expect(parts.map((p) => [p.part, p.present])).toEqual([
      ['video', false],
      ['translation', false],
      ['mail', false],
      ['realtime', false],
      ['storage', false],
      ['web', false],
      ['embed', false],
    ]);
    expect(sentenceOf(parts, 'video')?.sentence).toMatch(
      /^Video processing is off: ffmpeg and ffprobe not found on PATH/,
    );
    expect(sentenceOf(parts, 'translation')?.sentence).toMatch(
      /^"Translate" is hidden: TRANSLATION_URL is not set/,
    );
    expect(sentenceOf(parts, 'mail')?.sentence).toMatch(/outbox/);
  });

  it('names only the video program that is missing', () => {
    const parts = describeOptionalParts(loadConfig({}), (name) => name === 'ffmpeg');
    expect(sentenceOf(parts, 'video')).toMatchObject({
      present: false,
      sentence: expect.stringMatching(/off: ffprobe not found/),
    });
  });

  it('says what is there, without the secrets of configured addresses', () => {
    const dist = mkdtempSync(join(tmpdir(), 'trestle-parts-'));
    mkdirSync(join(dist, 'web'));
    mkdirSync(join(dist, 'embed'));
    writeFileSync(join(dist, 'web', 'index.html'), '<!doctype html>');
    writeFileSync(join(dist, 'embed', 'embed.js'), '');
    const config = loadConfig({
      TRANSLATION_URL: 'https://user:secret@translate.example:5000/path',
      SMTP_URL: 'smtp://mailer:hunter2@mail.example:587',
      REDIS_URL: 'redis://:pw@127.0.0.1:6379',
      S3_BUCKET: 'trestle-files',
      S3_ENDPOINT: 'https://s3user:s3secret@objects.example:9000',
      WEB_DIST: join(dist, 'web'),
      EMBED_DIST: join(dist, 'embed'),
    });
    const parts = describeOptionalParts(config, () => true);
    expect(parts.every((p) => p.present)).toBe(true);
    expect(sentenceOf(parts, 'translation')?.sentence).toBe(
      'Posts are translated by apertium at https://translate.example:5000.',
    );
    const all = parts.map((p) => p.sentence).join(' ');
    expect(sentenceOf(parts, 'storage')?.sentence).toBe(
      'Files are stored in the bucket trestle-files at https://objects.example:9000.',
    );
    for (const secret of ['secret', 'hunter2', ':pw@', 's3user']) expect(all).not.toContain(secret);
  });

  it('counts a web folder without its page as not built', () => {
    const empty = mkdtempSync(join(tmpdir(), 'trestle-parts-'));
    const parts = describeOptionalParts(loadConfig({ WEB_DIST: empty }), nothing);
    expect(sentenceOf(parts, 'web')?.present).toBe(false);
  });
});

describe('programOnPath', () => {
  it('finds an executable in a PATH folder, not a plain file nor a missing one', () => {
    const folder = mkdtempSync(join(tmpdir(), 'trestle-path-'));
    writeFileSync(join(folder, 'ffmpeg'), '#!/bin/sh\n');
    chmodSync(join(folder, 'ffmpeg'), 0o755);
    writeFileSync(join(folder, 'ffprobe'), 'not executable');
    const find = programOnPath(`/nonexistent:${folder}`);
    expect(find('ffmpeg')).toBe(true);
    expect(find('ffprobe')).toBe(false);
    expect(find('pdftotext-nowhere')).toBe(false);
  });
});
