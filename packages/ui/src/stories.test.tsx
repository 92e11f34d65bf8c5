/// <reference types="vite/client" />
import { composeStories, type composeStory } from '@storybook/react';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

// Every story of every component, rendered with Testing Library in happy-dom. Each story's play
// function asserts its key content (the same checks run in Storybook's Interactions panel), and
// axe-core checks the rendered story for accessibility faults.
const modules = import.meta.glob<Parameters<typeof composeStories>[0]>(
  './components/**/*.stories.tsx',
  { eager: true },
);

type ComposedStory = ReturnType<typeof composeStory>;

const storyFiles = Object.entries(modules).map(([path, module]) => ({
  folder: path.split('/')[2]!,
  name: path.split('/').pop()!.replace('.stories.tsx', ''),
  stories: Object.entries(composeStories(module)) as Array<[string, ComposedStory]>,
}));

// Rules that need a real layout engine (colours and sizes as painted); the palette's contrast is
// tested on the tokens (tokens.test.ts) and in the e2e suite's axe run in Chromium.
const AXE_OPTIONS: axe.RunOptions = {
  rules: {
    'color-contrast': { enabled: false },
    'target-size': { enabled: false },
    // A story is a fragment of a page: it has no landmarks or page heading of its own.
    region: { enabled: false },
    'landmark-one-main': { enabled: false },
    'page-has-heading-one': { enabled: false },
  },
  resultTypes: ['violations'],
};

async function accessibilityFaults(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, AXE_OPTIONS);
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.html).join(', ')})`,
  );
}

describe('stories', () => {
  it('covers every component folder', () => {
    const folders = Object.keys(import.meta.glob('./components/*/*.tsx', { eager: false })).map(
      (path) => path.split('/')[2],
    );
    expect([...new Set(storyFiles.map((c) => c.folder))].sort()).toEqual(
      [...new Set(folders)].sort(),
    );
  });

  it('finds an accessibility fault when there is one (an unlabelled input)', async () => {
    const { container } = render(<input type="text" />);
    expect(await accessibilityFaults(container)).toEqual([expect.stringContaining('label')]);
  });

  describe.each(storyFiles)('$name', ({ stories }) => {
    it.each(stories)('%s renders its key content', async (_name, Story) => {
      expect(Story.play, 'each story asserts its key content in a play function').toBeTypeOf(
        'function',
      );
      const { container } = render(<Story />);
      expect(container.childElementCount).toBeGreaterThan(0);
      await Story.play!({ canvasElement: container });
    });

    it.each(stories)('%s has no accessibility faults', async (_name, Story) => {
      const { container } = render(<Story />);
      expect(await accessibilityFaults(container)).toEqual([]);
    });
  });
});
