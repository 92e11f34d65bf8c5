import { describe, expect, it } from 'vitest';
import { hashtagsOf, mentionsOf } from './hashtags-mentions';

describe('hashtagsOf', () => {
  it('finds distinct tags in any script, lower-cased, after a non-word character', () => {
    expect(hashtagsOf('#Framing done. #framing again, #Obra_2026 and #Ñandú')).toEqual([
      'framing',
      'obra_2026',
      'ñandú',
    ]);
  });

  it('ignores a # inside a word or an HTML entity', () => {
    expect(hashtagsOf('a#b it&#39;s #')).toEqual([]);
  });
});

describe('mentionsOf', () => {
  it('finds distinct usernames within the username bounds', () => {
    expect(mentionsOf('@Ana_B and @ana_b, cc @bob1; mail ana@example.com')).toEqual([
      'ana_b',
      'bob1',
    ]);
  });

  it('skips an @ in an e-mail address and names too short to be usernames', () => {
    expect(mentionsOf('x@yz @a')).toEqual([]);
  });
});
