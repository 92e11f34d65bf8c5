// What a post search asks for: the #hashtags in it (every one must be on the post) and the other
// words (full text). One reading for the explore box and the server.
import { hashtagsOf, isHashtag } from './hashtags-mentions';

const HASHTAG_TOKEN = /#[\p{L}\p{N}_]+/gu;

export interface PostSearchTerms {
  /** Hashtags, lower-cased, without `#`. */
  tags: string[];
  /** The rest, spaces collapsed; empty when the search is hashtags only. */
  words: string;
}

export function parsePostSearch(q: string): PostSearchTerms {
  const tags = hashtagsOf(q);
  const words = q
    .replace(HASHTAG_TOKEN, (token) => (isHashtag(token) ? ' ' : token))
    .replace(/\s+/g, ' ')
    .trim();
  return { tags, words };
}

/** Whether a search has something to look for: a hashtag, or a letter or digit. */
export function isSearchable(terms: PostSearchTerms): boolean {
  return terms.tags.length > 0 || /[\p{L}\p{N}]/u.test(terms.words);
}
