import { describe, expect, it } from 'vitest';
import { ALLOWED_RICH_TEXT_TAGS, isAllowedEmbedSource, sanitiseRichText } from './rich-text';

describe('sanitiseRichText', () => {
  it('allows exactly the spec tags', () => {
    expect([...ALLOWED_RICH_TEXT_TAGS].sort()).toEqual(
      [
        'iframe',
        'h1',
        'h2',
        'strong',
        'em',
        'blockquote',
        'ul',
        'li',
        'ol',
        'ins',
        'del',
        'img',
        'a',
        'p',
        'div',
        'span',
      ].sort(),
    );
  });

  it.each([
    '<h1>Title</h1>',
    '<h2>Sub</h2>',
    '<p><strong>bold</strong> <em>it</em></p>',
    '<blockquote>quote</blockquote>',
    '<ul><li>a</li></ul>',
    '<ol><li>b</li></ol>',
    '<p><ins>new</ins><del>old</del></p>',
    '<div><span>x</span></div>',
  ])('keeps the allowed markup %s', (html) => {
    expect(sanitiseRichText(html)).toBe(html);
  });

  it('removes tags that are not allowed and keeps their text', () => {
    expect(sanitiseRichText('<h3>Head</h3><table><tr><td>cell</td></tr></table>')).toBe('Headcell');
  });

  it('removes scripts and styles with their content', () => {
    expect(sanitiseRichText('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
  });

  it('removes event handlers, style, class and id attributes', () => {
    expect(sanitiseRichText('<p onclick="x()" style="color:red" class="c" id="i">text</p>')).toBe(
      '<p>text</p>',
    );
    expect(sanitiseRichText('<img src="https://x.test/a.png" onerror="alert(1)">')).toBe(
      '<img src="https://x.test/a.png">',
    );
  });

  it('keeps safe link attributes', () => {
    expect(
      sanitiseRichText(
        '<a href="https://example.com" title="Ex" target="_blank" rel="noopener noreferrer">x</a>',
      ),
    ).toBe(
      '<a href="https://example.com" title="Ex" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="  javascript:alert(1)">x</a>',
    '<a href="java&#x09;script:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="//evil.test">x</a>',
  ])('drops an unsafe link target in %s', (html) => {
    expect(sanitiseRichText(html)).toBe('<a>x</a>');
  });

  it.each([['mailto:a@b.test'], ['tel:+15551234'], ['/files/doc.pdf'], ['#section']])(
    'keeps the link target %s',
    (href) => {
      expect(sanitiseRichText(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    },
  );

  it('drops a link target other than _blank or _self', () => {
    expect(sanitiseRichText('<a href="/x" target="evil">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('keeps image src, alt, width and height', () => {
    expect(
      sanitiseRichText('<img src="/files/a.png" alt="A &amp; B" width="300" height="200">'),
    ).toBe('<img src="/files/a.png" alt="A &amp; B" width="300" height="200">');
  });

  it.each([
    '<img src="javascript:alert(1)">',
    '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
    '<img src="x" width="100px;">',
  ])('drops unsafe image attributes in %s', (html) => {
    expect(sanitiseRichText(html)).toMatch(/^<img( src="x")?>$/);
  });

  it.each([
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=10',
    'https://player.vimeo.com/video/76979871',
  ])('keeps an iframe for the embed %s, with src only', (src) => {
    expect(sanitiseRichText(`<iframe src="${src}" width="560" onload="x()"></iframe>`)).toBe(
      `<iframe src="${src}"></iframe>`,
    );
  });

  it.each([
    'http://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://evil.test/embed/dQw4w9WgXcQ',
    'https://www.youtube.com.evil.test/embed/dQw4w9WgXcQ',
    'javascript:alert(1)',
    'https://vimeo.com/76979871',
  ])('removes an iframe for %s entirely', (src) => {
    expect(sanitiseRichText(`<p>a</p><iframe src="${src}">inner</iframe><p>b</p>`)).toBe(
      '<p>a</p>inner<p>b</p>',
    );
  });

  it('removes an iframe without src', () => {
    expect(sanitiseRichText('<iframe></iframe><p>b</p>')).toBe('<p>b</p>');
  });

  it('escapes stray angle brackets in text', () => {
    expect(sanitiseRichText('<p>1 < 2</p>')).toBe('<p>1 &lt; 2</p>');
  });

  it('removes comments', () => {
    expect(sanitiseRichText('<p>a<!-- secret --></p>')).toBe('<p>a</p>');
  });

  it.each([[''], [null], [undefined]])('returns an empty string for %j', (input) => {
    expect(sanitiseRichText(input)).toBe('');
  });
});

describe('isAllowedEmbedSource', () => {
  it('accepts only https YouTube and Vimeo embeds', () => {
    expect(isAllowedEmbedSource('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(true);
    expect(isAllowedEmbedSource('https://player.vimeo.com/video/1')).toBe(true);
    expect(isAllowedEmbedSource('https://www.youtube.com/embed/short')).toBe(false);
    expect(isAllowedEmbedSource('https://player.vimeo.com/video/1"onload="x')).toBe(false);
  });
});

describe('sanitiseRichText URL reading', () => {
  it('reads URLs as browsers do: surrounding control characters ignored', () => {
    expect(sanitiseRichText('<a href="\u0001 javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitiseRichText('<a href=" https://a.test/x ">x</a>')).toBe(
      '<a href="https://a.test/x">x</a>',
    );
  });
});
