// The directory's taxonomy, loaded once per screen (the whole of it fits one page), as a tree of
// groups and their categories, each named in the reader's language.
import { useEffect, useMemo, useState } from 'react';
import { categoryName } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { readerLocale } from '../../posts/use-translation';
import { useServices } from '../../services-context';
import type { Category } from './types';

export interface CategoryNode {
  id: string;
  label: string;
  count: number;
  children: CategoryNode[];
}

export interface Categories {
  loading: boolean;
  failed: boolean;
  groups: CategoryNode[];
  /** Every category's name in the reader's language, by id. */
  names: Map<string, string>;
}

export function buildCategoryTree(items: readonly Category[], locale: string): CategoryNode[] {
  const nodes = new Map<string, CategoryNode>();
  for (const item of items) {
    nodes.set(item.id, {
      id: item.id,
      label: categoryName(item, locale),
      count: item.totalListingsCount,
      children: [],
    });
  }
  const groups: CategoryNode[] = [];
  for (const item of items) {
    const node = nodes.get(item.id)!;
    const parent = item.parentId ? nodes.get(item.parentId) : undefined;
    if (parent) parent.children.push(node);
    else groups.push(node);
  }
  return groups;
}

/** Loads the categories with their counts; `reloadKey` refreshes the counts. */
export function useCategories(reloadKey = 0): Categories {
  const { quietClient } = useServices();
  const [items, setItems] = useState<Category[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    unwrap(
      quietClient.api.GET('/user/categories', { params: { query: { all: true, limit: 100 } } }),
    ).then(
      (page) => {
        if (current) setItems(page.items);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [quietClient, reloadKey]);
  return useMemo(() => {
    const locale = readerLocale();
    const list = items ?? [];
    return {
      loading: items === null && !failed,
      failed,
      groups: buildCategoryTree(list, locale),
      names: new Map(list.map((item) => [item.id, categoryName(item, locale)])),
    };
  }, [items, failed]);
}
