// Core's paging machine (spec section 4's list rules) run in a component, calling the newest
// fetch function it was given: the machine is made once, so a new search or tab does not lose it.
import { useEffect, useMemo, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { createPagingMachine, type PageRequest, type PageResult } from '@trestle/core';

export function usePagingMachine<T>(
  fetchPage: (request: PageRequest) => Promise<PageResult<T>>,
  pageSize: number,
) {
  const fetchRef = useRef(fetchPage);
  useEffect(() => {
    fetchRef.current = fetchPage;
  }, [fetchPage]);
  const machine = useMemo(
    () =>
      createPagingMachine<T>().provide({
        actors: {
          fetchPage: fromPromise<PageResult<T>, PageRequest>(({ input }) =>
            fetchRef.current(input),
          ),
        },
      }),
    [],
  );
  return useMachine(machine, { input: { pageSize } });
}
