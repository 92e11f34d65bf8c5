// Keywords listings use that start with what is typed, most used first (GET /user/keywords), for
// the keyword filter's suggestions. Asked once the typing pauses; nothing for fewer than 2 letters.
import { useEffect, useState } from 'react';
import { unwrap } from '@trestle/sdk';
import { useDebounced } from '../../shared/use-paged-items';
import { useServices } from '../../services-context';

export interface KeywordSuggestion {
  keyword: string;
  count: number;
}

export function useKeywordSuggestions(typed: string): KeywordSuggestion[] {
  const { quietClient } = useServices();
  const search = useDebounced(typed.trim().toLowerCase(), 300);
  const [found, setFound] = useState<{ search: string; items: KeywordSuggestion[] }>({
    search: '',
    items: [],
  });
  useEffect(() => {
    if (search.length < 2) return;
    let current = true;
    unwrap(quietClient.api.GET('/user/keywords', { params: { query: { search, limit: 8 } } })).then(
      (page) => current && setFound({ search, items: page.items }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [quietClient, search]);
  return search.length >= 2 && found.search === search ? found.items : [];
}
