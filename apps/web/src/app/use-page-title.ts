import { useEffect } from 'react';

/** Sets the document title to "<page> · Trestle" while the page shows. */
export function usePageTitle(page: string) {
  useEffect(() => {
    document.title = `${page} · Trestle`;
  }, [page]);
}
