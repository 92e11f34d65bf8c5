// What the composer suggests while a #tag or an @mention is typed: people (POST /users/search)
// and tags (GET /user/tags with a search). Both read the signed-in person's view.
import { countOf, type TypedTagOrMention } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import type { Services } from '../services';

export interface TextSuggestion {
  /** Unique in one list. */
  key: string;
  /** What is inserted after the sign (a username, a tag). */
  value: string;
  /** The main line (a name, "#tag"). */
  label: string;
  /** A quieter second line (@username, "12 posts"). */
  detail?: string | undefined;
}

export type SuggestFunction = (typed: TypedTagOrMention) => Promise<TextSuggestion[]>;

/** How many suggestions the list shows. */
export const SUGGESTION_LIMIT = 6;

export function createSuggest({ client }: Pick<Services, 'client'>): SuggestFunction {
  return async ({ sign, query }) => {
    if (sign === '@') {
      if (!query) return [];
      const page = await unwrap(
        client.api.POST('/users/search', { body: { search: query, limit: SUGGESTION_LIMIT } }),
      );
      return page.items.map((person) => ({
        key: person.id,
        value: person.username,
        label: person.general.displayName || person.username,
        detail: `@${person.username}`,
      }));
    }
    const page = await unwrap(
      client.api.GET('/user/tags', {
        params: { query: { limit: SUGGESTION_LIMIT, ...(query ? { search: query } : {}) } },
      }),
    );
    return page.items.map((tag) => ({
      key: tag.id,
      value: tag.name,
      label: `#${tag.name}`,
      detail: `${countOf(tag.postsCount, 'post')} this week`,
    }));
  };
}
