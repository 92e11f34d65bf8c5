import {
  lazy,
  Suspense,
  useCallback,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { LAZY_LOAD_TIMEOUT_MS, loadWithTimeout } from '@trestle/core';
import { Spinner } from '@trestle/ui';
import { PageErrorBoundary } from './PageErrorBoundary';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

export interface LazyPageOptions {
  /** Time-out of the load; core's 120 s by default. */
  timeoutMs?: number;
  /** Shown while the part loads; a centred spinner by default. */
  fallback?: ReactNode;
}

/**
 * A component that loads its code when first rendered. A load that fails or takes longer than
 * the time-out becomes core's ChunkLoadError, shown with a Retry button that loads it again.
 */
export function lazyPage<P extends object>(loader: Loader<P>, options: LazyPageOptions = {}) {
  const timeoutMs = options.timeoutMs ?? LAZY_LOAD_TIMEOUT_MS;
  const load = () => lazy(() => loadWithTimeout(loader, timeoutMs));
  // React.lazy remembers a failure for good, so a retry needs a fresh lazy component.
  const holder: { component: LazyExoticComponent<ComponentType<P>> } = { component: load() };

  function LazyPage(props: P) {
    const [, setAttempt] = useState(0);
    const retry = useCallback(() => {
      holder.component = load();
      setAttempt((attempt) => attempt + 1);
    }, []);
    const Component = holder.component;
    return (
      <PageErrorBoundary onRetry={retry}>
        <Suspense fallback={options.fallback ?? <Spinner block label="Loading…" />}>
          <Component {...props} />
        </Suspense>
      </PageErrorBoundary>
    );
  }
  return LazyPage;
}
