import { describe, expect, it } from 'vitest';
import { stripTags } from './strip-tags';

describe('stripTags', () => {
  it.each([
    ['<p>Hello <strong>world</strong></p>', 'Hello world'],
    ['<p>one</p><p>two</p>', 'one\ntwo'],
    ['line<br>next<br/>last', 'line\nnext\nlast'],
    ['<ul><li>a</li><li>b</li></ul>', 'a\nb'],
    ['<p>a</p><script>alert(1)</script><style>p{}</style>', 'a'],
    ['<p>Tom &amp; Jerry &lt;3 &quot;x&quot; &#39;y&#39; &#x41;</p>', 'Tom & Jerry <3 "x" \'y\' A'],
    ['<span>  lots   of \t space  </span>', 'lots of space'],
    ['<a href="https://x.test" onclick="x()">link</a>', 'link'],
    ['plain text', 'plain text'],
    ['<p></p>', ''],
  ])('strips %j to %j', (html, expected) => {
    expect(stripTags(html)).toBe(expected);
  });

  it.each([[''], [null], [undefined]])('returns an empty string for %j', (input) => {
    expect(stripTags(input)).toBe('');
  });
});
