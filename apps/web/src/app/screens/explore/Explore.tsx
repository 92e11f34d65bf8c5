import { useCallback, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { LIMITS } from '@trestle/core';
import { Button, Tabs, TextField } from '@trestle/ui';
import { usePageTitle } from '../../use-page-title';
import { EXPLORE_TAB_REGISTRY, exploreTabOf } from './explore-tabs';
import page from '../Page.module.css';
import styles from './Explore.module.css';

/**
 * Explore: one search box over tabs (posts, people, groups, channels, news sources, the media
 * kinds, shorts, and the advanced search). The search,
 * the tab and a tab's filters live in the address (`/explore?tab=posts&q=%23concrete`), so a
 * search can be shared and Back goes to the previous one.
 */
export default function Explore() {
  usePageTitle('Explore');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const tab = exploreTabOf(params.get('tab'));

  const setMany = useCallback(
    (updates: Record<string, string | readonly string[] | null>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(updates)) {
          next.delete(name);
          for (const one of typeof value === 'string' ? [value] : (value ?? [])) {
            if (one !== '') next.append(name, one);
          }
        }
        return next;
      }),
    [setParams],
  );
  const setParam = useCallback(
    (name: string, value: string | null) => setMany({ [name]: value }),
    [setMany],
  );

  return (
    <div className={page.page}>
      <h1 className={page.title}>Explore</h1>
      {/* Made again for a new address (Back, a shared link), so the box shows its search. */}
      {/* The advanced search has its own typed box, bound to its form. */}
      {tab.ownSearch ? null : (
        <SearchForm key={q} initial={q} onSearch={(text) => setParam('q', text || null)} />
      )}
      <Tabs
        label="Explore"
        items={EXPLORE_TAB_REGISTRY.map(({ value, label }) => ({ value, label }))}
        value={tab.value}
        onChange={(value) => setParam('tab', value === 'posts' ? null : value)}
        className={page.tabs}
      >
        {/* A new tab or search mounts a fresh panel: its first load shows the full loader. */}
        <div key={`${tab.value}:${tab.ownSearch ? '' : q}`} className={page.panel}>
          {tab.render({ q, params, setParam, setParams: setMany })}
        </div>
      </Tabs>
    </div>
  );
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const [typed, setTyped] = useState(initial);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(typed.trim());
  }
  return (
    <form role="search" aria-label="Explore" className={styles.searchForm} onSubmit={submit}>
      <TextField
        label="Search"
        type="text"
        value={typed}
        maxLength={LIMITS.searchText}
        placeholder="Words, #hashtag, names…"
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button type="submit">Search</Button>
    </form>
  );
}
