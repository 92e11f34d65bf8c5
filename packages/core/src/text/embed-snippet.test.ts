import { describe, expect, it } from 'vitest';
import { embedExcerpt, embedSnippet } from './embed-snippet';

const post = {
  id: '0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10',
  title: null,
  text: '<p>Bolts &amp; "brackets" <script>x</script></p>',
  createdAt: '2026-11-27T09:51:00.000Z',
  user: { username: 'ana_b', general: { displayName: 'Ana <B>' } },
};

describe('embedSnippet', () => {
  it('is a marked blockquote with the escaped words, author and dated link, then the script', () => {
    expect(embedSnippet(post, 'https://trestle.example/')).toBe(
      `<blockquote class="trestle-post" data-post-id="${post.id}">` +
        '<p>Bolts &amp; &quot;brackets&quot;</p>&mdash; Ana &lt;B&gt; (@ana_b) ' +
        `<a href="https://trestle.example/post/${post.id}">2026-11-27</a></blockquote>\n` +
        '<script async src="https://trestle.example/embed.js"></script>',
    );
  });

  it('leaves the paragraph out of a post without words, and names the author by username', () => {
    const snippet = embedSnippet(
      { ...post, text: '', user: { username: 'ana_b', general: { displayName: '' } } },
      'https://t.example',
    );
    expect(snippet).not.toContain('<p>');
    expect(snippet).toContain('&mdash; ana_b (@ana_b)');
  });
});

describe('embedExcerpt', () => {
  it('cuts long words on a word boundary with an ellipsis', () => {
    const words = 'beam '.repeat(100);
    const cut = embedExcerpt({ text: words }, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('beam…')).toBe(true);
    expect(embedExcerpt({ title: 'Title', text: '<p>short</p>' })).toBe('Title short');
  });
});
