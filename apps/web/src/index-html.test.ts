// The first screen is drawn by index.html alone (the server sends it as is): the top bar with the
// logo and a skeleton, styled inline, inside #root so the app replaces it when it mounts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const html = readFileSync(join(__dirname, '..', 'index.html'), 'utf8');

describe('index.html', () => {
  it('draws the shell inside #root with its CSS inline, before any script', () => {
    const document = new DOMParser().parseFromString(html, 'text/html');
    const shell = document.querySelector('#root > [data-boot-shell]');
    expect(shell).not.toBeNull();
    expect(shell!.querySelector('.boot-bar')?.textContent).toBe('Trestle');
    expect(shell!.querySelectorAll('.boot-card').length).toBeGreaterThan(0);
    expect(shell!.querySelector('[role="status"]')?.textContent).toBe('Loading Trestle…');
    const css = document.querySelector('head style')?.textContent ?? '';
    expect(css).toContain('.boot-bar');
    expect(document.querySelectorAll('link[rel="stylesheet"]').length).toBe(0);
  });
});
