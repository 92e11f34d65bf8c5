import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens load lazily; on a loaded two-core CI machine a chunk can take longer than Testing
// Library's 1 s default. No test may depend on speed, so every findBy/waitFor waits generously.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
