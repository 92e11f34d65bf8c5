import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ChunkLoadError } from '@trestle/core';
import { ChunkLoadErrorScreen } from './ChunkLoadErrorScreen';
import { CrashScreen } from './CrashScreen';

export interface PageErrorBoundaryProps {
  /** Loads the failed part again (for chunk-load errors). */
  onRetry: () => void;
  /** When this changes (e.g. the path), a shown error is cleared. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string | undefined;
}

function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return (
    error instanceof ChunkLoadError || (error instanceof Error && error.name === 'ChunkLoadError')
  );
}

/** Catches what a page throws: a chunk-load error gets Retry, anything else a reload screen. */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(
    props: PageErrorBoundaryProps,
    state: State,
  ): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isChunkLoadError(error)) console.error(error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isChunkLoadError(error)) {
      return <ChunkLoadErrorScreen timedOut={error.timedOut} onRetry={this.retry} />;
    }
    return <CrashScreen />;
  }
}
