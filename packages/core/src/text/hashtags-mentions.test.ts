import { describe, expect, it } from 'vitest';
import {
  hashtagsOf,
  isHashtag,
  linkifyPostHtml,
  mentionsOf,
  postTextPieces,
  tagOrMentionBeingTyped,
} from './hashtags-mentions';

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

describe('a tag starts with a letter', () => {
  it('does not take a number after # as a tag ("Tip #1", "#2026")', () => {
    expect(hashtagsOf('Tip #1: brace the wall. Season #2026, #1st, #_x and #Tip2')).toEqual([
      'tip2',
    ]);
  });

  it('isHashtag follows the same rule, with or without the #', () => {
    expect(['#framing', 'framing', '#Ñandú', 'obra_2026'].map(isHashtag)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['#1', '1st', '#_x', '#', 'a b', `#${'a'.repeat(65)}`].map(isHashtag)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('postTextPieces', () => {
  it('cuts a text into words, tags and mentions by the extractors’ rules', () => {
    expect(postTextPieces('Tip #1 for #Framing, ask @Ana_B (mail a@bc.de)')).toEqual([
      { kind: 'text', text: 'Tip #1 for ' },
      { kind: 'tag', text: '#Framing', value: 'framing' },
      { kind: 'text', text: ', ask ' },
      { kind: 'mention', text: '@Ana_B', value: 'Ana_B' },
      { kind: 'text', text: ' (mail a@bc.de)' },
    ]);
  });
});

describe('linkifyPostHtml', () => {
  const targets = {
    tag: (tag: string) => `/explore?q=%23${tag}`,
    mention: (name: string) => `/profile/${name}`,
  };

  it('links tags and mentions in text, never inside tags, entities or existing links', () => {
    expect(
      linkifyPostHtml(
        '<p>it&#39;s #Decks by @bob1 <a href="https://x.test/#frag">#not @linked</a> Tip #1</p>',
        targets,
      ),
    ).toBe(
      '<p>it&#39;s <a href="/explore?q=%23decks" data-post-link="tag">#Decks</a> by ' +
        '<a href="/profile/bob1" data-post-link="mention">@bob1</a> ' +
        '<a href="https://x.test/#frag">#not @linked</a> Tip #1</p>',
    );
  });

  it('escapes the target inside the attribute', () => {
    expect(linkifyPostHtml('#a', { ...targets, tag: () => '/x?a="b"&c' })).toBe(
      '<a href="/x?a=&quot;b&quot;&amp;c" data-post-link="tag">#a</a>',
    );
  });
});

describe('tagOrMentionBeingTyped', () => {
  it('reads the tag or mention the caret is in', () => {
    expect(tagOrMentionBeingTyped('Thanks @bu')).toEqual({ sign: '@', query: 'bu' });
    expect(tagOrMentionBeingTyped('@')).toEqual({ sign: '@', query: '' });
    expect(tagOrMentionBeingTyped('Pour #Conc')).toEqual({ sign: '#', query: 'Conc' });
    expect(tagOrMentionBeingTyped('Pour #')).toEqual({ sign: '#', query: '' });
  });

  it('is null outside one: a number tag, an e-mail, an entity, a finished word', () => {
    expect(
      ['Tip #1', 'mail a@b', 'it&#3', 'Pour #concrete ', 'plain'].map(tagOrMentionBeingTyped),
    ).toEqual([null, null, null, null, null]);
  });
});
