/** One link preview (meta) entry. */
export interface LinkPreview<D> {
  loading: boolean;
  data: D | null;
  /** Set when the fetch failed. */
  error: boolean;
  /** Set when the user removed the preview from the composer. */
  removed: boolean;
}

/** Link previews keyed by URL. */
export type LinkPreviewStore<D> = Record<string, LinkPreview<D>>;

function entry<D>(store: LinkPreviewStore<D>, url: string): LinkPreview<D> {
  return store[url] ?? { loading: false, data: null, error: false, removed: false };
}

export function linkPreviewRequested<D>(
  store: LinkPreviewStore<D>,
  url: string,
): LinkPreviewStore<D> {
  return { ...store, [url]: { ...entry(store, url), loading: true, error: false } };
}

export function linkPreviewLoaded<D>(
  store: LinkPreviewStore<D>,
  url: string,
  data: D,
): LinkPreviewStore<D> {
  return { ...store, [url]: { ...entry(store, url), loading: false, data, error: false } };
}

/** A failed fetch stores the error marker (and no data). */
export function linkPreviewFailed<D>(store: LinkPreviewStore<D>, url: string): LinkPreviewStore<D> {
  return { ...store, [url]: { ...entry(store, url), loading: false, data: null, error: true } };
}

/** Removing a preview sets the removed flag; the fetched data is kept. */
export function linkPreviewRemoved<D>(
  store: LinkPreviewStore<D>,
  url: string,
): LinkPreviewStore<D> {
  return { ...store, [url]: { ...entry(store, url), removed: true } };
}
