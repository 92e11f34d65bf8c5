// Shared pieces of the composer's unit tests: the post they start from, scripted uploads and a
// way to type into the editor (happy-dom has no real editing, so text goes in through TipTap's
// own commands).
import { act, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { Editor } from '@tiptap/react';
import type { UploadFunction, UploadResult } from '@trestle/core';
import { DANA, makePost } from '../posts/post-fixture';
import type { Post } from '../posts/types';

/** The post the tests reply to, quote and edit: Dana's, two hours before the tests' clock. */
export function postFixture(overrides: Partial<Post> = {}): Post {
  return makePost(101, {
    text: '<p>Concrete pour at 7am</p>',
    user: DANA,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  });
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

export const videoFile = (name: string) =>
  new File([new Uint8Array(8)], name, {
    type: name.endsWith('.mov') ? 'video/quicktime' : 'video/mp4',
  });

export const storedPng = (name: string): UploadResult => ({
  filename: `${name}.png`,
  url: `/api/files/${name}.png`,
  mimeType: 'image/png',
  width: 800,
  height: 600,
});
