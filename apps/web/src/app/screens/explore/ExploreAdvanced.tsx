import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_PAGE_SIZE, parseAdvancedSearch, type PageRequest } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { EmptyState, Spinner } from '@trestle/ui';
import { serverErrorOf } from '../../forms/server-errors';
import { PostList } from '../../posts/PostList';
import { usePagedPosts } from '../../posts/use-paged-posts';
import { useServices } from '../../services-context';
import { AdvancedSearchForm } from './AdvancedSearchForm';
import {
  draftFromLine,
  searchLineOf,
  withField,
  withLine,
  type AdvancedDraft,
} from './advanced-draft';
import {
  advancedOptionsOf,
  DEFAULT_ADVANCED_OPTIONS,
  filterParams,
  narrowsAnything,
  type AdvancedOptions,
} from './explore-filters';
import type { ExploreTabProps } from './explore-tabs';
import page from '../Page.module.css';

/** The server's error keys that belong to a field of the form (`q` is the typed box). */
function fieldOfServerKey(key: string): string | null {
  const name = key.split('.')[0] ?? '';
  if (name === 'q') return 'line';
  return ['type', 'subType', 'chronology', 'duration', 'categories', 'op'].includes(name)
    ? name
    : null;
}

/**
 * The advanced search tab. The address holds what was searched (`?tab=advanced&q=<typed line>`
 * and the options); the form starts from it, so a shared link or Back shows the same search.
 */
export function ExploreAdvanced({ q, params, setParams }: ExploreTabProps) {
  // A new address (Back, a link) starts the form again from it.
  return <AdvancedSearch key={params.toString()} q={q} params={params} setParams={setParams} />;
}

function AdvancedSearch({ q, params, setParams }: Omit<ExploreTabProps, 'setParam'>) {
  const [draft, setDraft] = useState<AdvancedDraft>(() => draftFromLine(q));
  const [options, setOptions] = useState<AdvancedOptions>(() => advancedOptionsOf(params));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const searched = advancedOptionsOf(params);
  // Only a line core can read goes to the server; a bad one in the address shows its message.
  const asked = parseAdvancedSearch(q).ok && (q.trim() !== '' || narrowsAnything(searched));

  const dropServerError = (name: string) =>
    setServerErrors((errors) => {
      if (!(name in errors)) return errors;
      const rest = { ...errors };
      delete rest[name];
      return rest;
    });

  function submit() {
    const line = searchLineOf(draft);
    if (line === null) return;
    setParams({ q: line || null, ...filterParams(options) });
  }

  return (
    <>
      <AdvancedSearchForm
        draft={draft}
        options={options}
        serverErrors={serverErrors}
        onLine={(line) => {
          dropServerError('line');
          setDraft((d) => withLine(d, line));
        }}
        onField={(field, value) => {
          dropServerError(field);
          setDraft((d) => withField(d, field, value));
        }}
        onOptions={(next) => {
          setServerErrors({});
          setOptions(next);
        }}
        onSubmit={submit}
        onClear={() => {
          setServerErrors({});
          setDraft(draftFromLine(''));
          setOptions(DEFAULT_ADVANCED_OPTIONS);
        }}
      />
      {asked ? (
        <AdvancedResults line={q.trim()} options={searched} onFieldErrors={setServerErrors} />
      ) : (
        <EmptyState
          className={page.notice}
          title="Advanced search"
          text="Fill in the form, or type words and operators in the box, then search."
        />
      )}
    </>
  );
}

function AdvancedResults({
  line,
  options,
  onFieldErrors,
}: {
  line: string;
  options: AdvancedOptions;
  onFieldErrors: (errors: Record<string, string>) => void;
}) {
  const { client } = useServices();
  const { type, subType, op, chronology, duration } = options;
  const categoryKey = options.categories.join(',');
  const fetchPage = useCallback(
    async ({ skip, limit }: PageRequest) => {
      try {
        return await unwrap(
          client.api.POST('/explore/search/advanced', {
            params: {
              query: {
                ...(line ? { q: line } : {}),
                type,
                ...(subType ? { subType } : {}),
                op,
                ...(categoryKey
                  ? { categories: categoryKey.split(',') as AdvancedOptions['categories'] }
                  : {}),
                chronology,
                duration,
                skip,
                limit,
              },
            },
          }),
        );
      } catch (failure) {
        // A refused search (400) names the field it could not take: shown on that field.
        const { fields } = serverErrorOf(failure, fieldOfServerKey);
        if (Object.keys(fields).length > 0) onFieldErrors(fields);
        throw failure;
      }
    },
    [client, line, type, subType, op, categoryKey, chronology, duration, onFieldErrors],
  );
  const list = usePagedPosts(fetchPage, DEFAULT_PAGE_SIZE);
  const { load } = list;
  useEffect(() => load(), [load, fetchPage]);
  if (list.loadingFirst) return <Spinner block label="Searching posts…" />;
  return (
    <div className={page.feed} aria-busy={list.loadingMore}>
      <PostList
        list={list}
        label="Posts found"
        empty={
          <EmptyState
            className={page.notice}
            title="No posts found"
            text="Nothing matches this search. Try fewer words, people or filters."
          />
        }
      />
    </div>
  );
}
