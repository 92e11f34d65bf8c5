import './Pager.css';

export interface PagerProps {
  /** 1-based. */
  page: number;
  /** Pages in all; unknown (null) while counting: then only Previous/Next by what is shown. */
  pageCount: number | null;
  /** Whether a page follows (used while the count is unknown). */
  hasNext: boolean;
  onPage: (page: number) => void;
  /** The navigation's accessible name ("Projects pages"). */
  label: string;
}

/** The pages around the current one, with the first and last always there. */
export function pagesToShow(page: number, pageCount: number): (number | 'gap')[] {
  const wanted = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  pages.forEach((p, index) => {
    if (index > 0 && p - pages[index - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

/** Page numbers with Previous and Next (the pagination view); nothing when there is one page. */
export function Pager({ page, pageCount, hasNext, onPage, label }: PagerProps) {
  const last = pageCount ?? (hasNext ? page + 1 : page);
  if (last <= 1 && page <= 1) return null;
  return (
    <nav className="tr-pager" aria-label={label}>
      <button
        type="button"
        className="tr-pager__button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      {pageCount !== null
        ? pagesToShow(page, pageCount).map((p, index) =>
            p === 'gap' ? (
              <span key={`gap-${index}`} className="tr-pager__gap" aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={p}
                type="button"
                className="tr-pager__button"
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Page ${p}`}
                onClick={() => onPage(p)}
              >
                {p}
              </button>
            ),
          )
        : null}
      <button
        type="button"
        className="tr-pager__button"
        disabled={page >= last}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
