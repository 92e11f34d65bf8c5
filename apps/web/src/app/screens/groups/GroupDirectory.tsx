import { useCallback, useState } from 'react';
import {
  GROUP_TYPES,
  GROUP_TYPE_LABELS,
  GROUPS_PAGE_SIZE,
  type GroupType,
  type PageRequest,
  type PostCategory,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { ChoiceChips, EmptyState } from '@trestle/ui';
import { useServices } from '../../services-context';
import { SearchForm } from '../../shared/SearchForm';
import { CategoryChips } from '../feed/CategoryChips';
import { GroupCard } from './GroupCard';
import { ItemList } from './ItemList';
import type { GroupRef } from './types';
import { usePagedItems } from '../../shared/use-paged-items';
import page from '../Page.module.css';

/** Every type, then each type by its label. */
const TYPE_CHOICES: { value: GroupType | ''; label: string }[] = [
  { value: '', label: 'Every type' },
  ...GROUP_TYPES.map((value) => ({ value, label: GROUP_TYPE_LABELS[value] })),
];

export interface GroupDirectoryProps {
  /**
   * A search to start with (e.g. the explore screen's query); give the directory a `key` of it
   * to start again when it changes.
   */
  initialSearch?: string;
  /** A search given by the page (the explore screen's search bar): no search field of its own. */
  search?: string;
}

/**
 * Discover groups (exploreGroups): a search by name or description, category chips and a type
 * filter; most members first without a search. Used on /groups and on /explore's Groups tab.
 */
export function GroupDirectory({ initialSearch = '', search: given }: GroupDirectoryProps) {
  const services = useServices();
  const [ownSearch, setSearch] = useState(initialSearch);
  const search = given !== undefined ? given.trim() : ownSearch;
  const [categories, setCategories] = useState<PostCategory[]>([]);
  const [type, setType] = useState<GroupType | ''>('');

  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(
        services.client.api.GET('/explore/groups', {
          params: {
            query: {
              skip,
              limit,
              ...(search ? { search } : {}),
              ...(categories.length > 0 ? { categories } : {}),
              ...(type ? { type } : {}),
            },
          },
        }),
      ),
    [services, search, categories, type],
  );
  const list = usePagedItems<GroupRef>(fetchPage, GROUPS_PAGE_SIZE, (g) => g.id);

  const filtered = search !== '' || categories.length > 0 || type !== '';
  return (
    <div className={page.panel}>
      {given === undefined ? (
        <SearchForm label="Search groups" initial={initialSearch} onSearch={setSearch} />
      ) : null}
      <CategoryChips selected={categories} onChange={setCategories} />
      <ChoiceChips label="Group type" options={TYPE_CHOICES} value={type} onChange={setType} />
      <div aria-busy={list.loadingFirst || list.loadingMore} className={page.feed}>
        <ItemList
          list={list}
          label="Groups found"
          what="groups"
          keyOf={(g) => g.id}
          render={(group) => <GroupCard group={group} />}
          empty={
            <EmptyState
              className={page.notice}
              title={filtered ? 'No groups found' : 'No groups yet'}
              text={
                filtered
                  ? 'Try other words, categories or types.'
                  : 'Nobody has made a group yet. Create the first one.'
              }
            />
          }
        />
      </div>
    </div>
  );
}
