import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import preview from './.storybook/preview';

// Portable stories (composeStories) get the same parameters and decorators as Storybook.
setProjectAnnotations(preview);

afterEach(() => {
  cleanup();
});
