// Shared pieces of the composer's unit tests: a post fixture, scripted uploads and a way to type
// into the editor (happy-dom has no real editing, so text goes in through TipTap's own commands).
import { act, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { Editor } from '@tiptap/react';
import type { UploadFunction, UploadResult } from '@trestle/core';
import type { Post } from './composer-mode';

export function postFixture(overrides: Partial<Post> = {}): Post {
  const fixture = {
    id: '0190b3c2-0000-7000-8000-000000000101',
    kind: 'post',
    title: null,
    text: '<p>Concrete pour at 7am</p>',
    category: 'business',
    tags: [],
    media: [],
    link: null,
    poll: null,
    poll_result: null,
    user: {
      id: '0190b3c2-0000-7000-8000-000000000002',
      username: 'dana',
      general: { displayName: 'Dana Builder', avatar: null },
    },
    group: null,
    channel: null,
    repost: null,
    reply: null,
    likes_count: 0,
    liked_by_user: null,
    bookmarked_by_user: false,
    reposted_by_user: false,
    repost_count: 0,
    replies_count: 0,
    replied_by_user: false,
    height: null,
    width: null,
    replyPolicy: 'everyone',
    reactions_count: { like: 0, dislike: 0, happy: 0, sad: 0, love: 0, hate: 0 },
    createdAt: '2026-03-01T10:00:00.000Z',
    editedAt: null,
  };
  return { ...fixture, ...overrides } as Post;
}

/** Waits for the editor to take focus, as it does when the composer opens. */
export async function editorFocused(label: string) {
  const box = await screen.findByRole('textbox', { name: label });
  await waitFor(() => expect(document.activeElement).toBe(box));
  return box;
}

/** Replaces the editor's content as if the person had typed it. */
export async function typeRichText(label: string, html: string) {
  const box = await screen.findByRole('textbox', { name: label });
  const { editor } = box as HTMLElement & { editor: Editor };
  act(() => {
    editor.commands.setContent(html, { emitUpdate: true });
  });
}

export interface ScriptedTransfer {
  file: File;
  progress: (fraction: number) => void;
  resolve: (result: UploadResult) => void;
  reject: (error: unknown) => void;
  signal: AbortSignal;
}

/** An upload function whose transfers the test finishes by hand. */
export function scriptedUploads() {
  const transfers: ScriptedTransfer[] = [];
  const upload: UploadFunction<File> = (file, progress, signal) =>
    new Promise((resolve, reject) => transfers.push({ file, progress, resolve, reject, signal }));
  return { transfers, upload };
}

export const pngFile = (name: string) => new File([new Uint8Array(8)], name, { type: 'image/png' });

export const storedPng = (name: string): UploadResult => ({
  filename: `${name}.png`,
  url: `/api/files/${name}.png`,
  mimeType: 'image/png',
  width: 800,
  height: 600,
});
