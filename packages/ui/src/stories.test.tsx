/// <reference types="vite/client" />
import { composeStories, type composeStory } from '@storybook/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// Every story of every component, rendered with Testing Library in happy-dom. Each story's play
// function asserts its key content (the same checks run in Storybook's Interactions panel).
const modules = import.meta.glob<Parameters<typeof composeStories>[0]>(
  './components/**/*.stories.tsx',
  { eager: true },
);

type ComposedStory = ReturnType<typeof composeStory>;

const components = Object.entries(modules).map(([path, module]) => ({
  name: path.split('/')[2]!,
  stories: Object.entries(composeStories(module)) as Array<[string, ComposedStory]>,
}));

describe('stories', () => {
  it('covers every component folder', () => {
    const folders = Object.keys(import.meta.glob('./components/*/*.tsx', { eager: false })).map(
      (path) => path.split('/')[2],
    );
    expect(components.map((c) => c.name).sort()).toEqual([...new Set(folders)].sort());
  });

  describe.each(components)('$name', ({ stories }) => {
    it.each(stories)('%s renders its key content', async (_name, Story) => {
      expect(Story.play, 'each story asserts its key content in a play function').toBeTypeOf(
        'function',
      );
      const { container } = render(<Story />);
      expect(container.childElementCount).toBeGreaterThan(0);
      await Story.play!({ canvasElement: container });
    });
  });
});
