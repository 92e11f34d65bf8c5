import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  CHRONOLOGIES,
  CHRONOLOGY_LABELS,
  DEFAULT_VIDEO_CHRONOLOGY,
  DEFAULT_PAGE_SIZE,
  LIMITS,
  POST_CATEGORIES,
  POST_CATEGORY_LABELS,
  type Chronology,
  type PageRequest,
  type PostCategory,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, ChoiceChips, EmptyState, SelectField, TextField } from '@trestle/ui';
import { PostList } from '../../posts/PostList';
import { usePagedPosts } from '../../posts/use-paged-posts';
import { useServices } from '../../services-context';
import page from '../Page.module.css';
import styles from './Videos.module.css';

const CATEGORY_OPTIONS = [
  { value: '', label: 'All categories' },
  ...POST_CATEGORIES.map((value) => ({ value, label: POST_CATEGORY_LABELS[value] })),
];
const CHRONOLOGY_OPTIONS = CHRONOLOGIES.map((value) => ({
  value,
  label: CHRONOLOGY_LABELS[value],
}));

const isCategory = (value: string | null): value is PostCategory =>
  (POST_CATEGORIES as readonly (string | null)[]).includes(value);
const isChronology = (value: string | null): value is Chronology =>
  (CHRONOLOGIES as readonly (string | null)[]).includes(value);

/**
 * The video column: long videos (`videos_full`) found by the video search (words, category,
 * order), paged as the end scrolls into view. The filters live in the address (`?q=…&category=…
 * &sort=…`). A failed page stops the paging (spec section 8) and offers Retry.
 */
export function VideoColumn() {
  const { client } = useServices();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const rawCategory = params.get('category');
  const category = isCategory(rawCategory) ? rawCategory : '';
  const rawSort = params.get('sort');
  const chronology = isChronology(rawSort) ? rawSort : DEFAULT_VIDEO_CHRONOLOGY;

  const setParam = useCallback(
    (name: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === '') next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(
        client.api.POST('/explore/search/video', {
          body: {
            type: 'videos_full',
            chronology,
            skip,
            limit,
            ...(q ? { search: q } : {}),
            ...(category ? { subType: category } : {}),
          },
        }),
      ),
    [client, q, category, chronology],
  );
  const list = usePagedPosts(fetchPage, DEFAULT_PAGE_SIZE);
  const { load } = list;
  useEffect(() => load(), [load, fetchPage]);

  const filtered = q !== '' || category !== '';
  return (
    <>
      {/* Made again for a new address (Back, a shared link), so the box shows its search. */}
      <VideoSearchForm key={q} initial={q} onSearch={(text) => setParam('q', text)} />
      <div className={styles.filters}>
        <SelectField
          label="Category"
          value={category}
          options={CATEGORY_OPTIONS}
          onChange={(value) => setParam('category', value)}
        />
        <ChoiceChips
          label="Order"
          options={CHRONOLOGY_OPTIONS}
          value={chronology}
          onChange={(value) => setParam('sort', value === DEFAULT_VIDEO_CHRONOLOGY ? '' : value)}
        />
      </div>
      <div className={page.feed} aria-busy={list.loadingFirst || list.loadingMore}>
        <PostList
          list={list}
          label="Videos"
          empty={
            <EmptyState
              className={page.notice}
              title={filtered ? 'No videos found' : 'No videos yet'}
              text={
                filtered
                  ? 'No long video matches this search. Try other words or another category.'
                  : 'Long videos people post show here. Short vertical videos are under Shorts.'
              }
            />
          }
        />
      </div>
    </>
  );
}

function VideoSearchForm({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (text: string) => void;
}) {
  const [typed, setTyped] = useState(initial);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(typed.trim());
  }
  return (
    <form role="search" aria-label="Videos" className={styles.searchForm} onSubmit={submit}>
      <TextField
        label="Search videos"
        type="text"
        value={typed}
        maxLength={LIMITS.searchText}
        placeholder="Words or #hashtag"
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button type="submit">Search</Button>
    </form>
  );
}
