// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { applySize, mountEmbeds, SIZE_MESSAGE } from './embed';

const ORIGIN = 'https://trestle.example';

function page(html: string) {
  document.body.innerHTML = html;
  return document;
}

describe('mountEmbeds', () => {
  it('replaces each marked blockquote with an iframe of /embed/:id from the script origin', () => {
    const doc = page(
      '<blockquote class="trestle-post" data-post-id="0190f6f2-8a3c"><a href="#">post</a></blockquote>' +
        '<blockquote>not ours</blockquote>',
    );
    const frames = mountEmbeds(doc, ORIGIN);
    expect(frames).toHaveLength(1);
    expect(frames[0]!.src).toBe(`${ORIGIN}/embed/0190f6f2-8a3c`);
    expect(doc.querySelectorAll('blockquote')).toHaveLength(1);
  });

  it('leaves blockquotes with a malformed id alone', () => {
    const doc = page('<blockquote class="trestle-post" data-post-id="../../x"></blockquote>');
    expect(mountEmbeds(doc, ORIGIN)).toHaveLength(0);
    expect(doc.querySelectorAll('blockquote')).toHaveLength(1);
  });
});

describe('applySize', () => {
  const message = (origin: string, data: unknown) => ({ origin, data }) as MessageEvent;

  it('sizes the matching frame from a message of the Trestle origin, within bounds', () => {
    const doc = page('<blockquote class="trestle-post" data-post-id="abc"></blockquote>');
    const [frame] = mountEmbeds(doc, ORIGIN);
    expect(
      applySize(doc, ORIGIN, message(ORIGIN, { type: SIZE_MESSAGE, id: 'abc', height: 512.4 })),
    ).toBe(true);
    expect(frame!.style.height).toBe('512px');
    applySize(doc, ORIGIN, message(ORIGIN, { type: SIZE_MESSAGE, id: 'abc', height: 99999 }));
    expect(frame!.style.height).toBe('4000px');
  });

  it('ignores messages from other origins or of other shapes', () => {
    const doc = page('<blockquote class="trestle-post" data-post-id="abc"></blockquote>');
    mountEmbeds(doc, ORIGIN);
    expect(
      applySize(
        doc,
        ORIGIN,
        message('https://evil.example', { type: SIZE_MESSAGE, id: 'abc', height: 10 }),
      ),
    ).toBe(false);
    expect(applySize(doc, ORIGIN, message(ORIGIN, { type: 'other', id: 'abc', height: 10 }))).toBe(
      false,
    );
    expect(applySize(doc, ORIGIN, message(ORIGIN, 'text'))).toBe(false);
  });
});
