import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  // The build machine is offline: no telemetry, no update checks.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [react()],
      build: {
        // The largest chunk is Storybook's own preview runtime (~1.1 MB), served locally.
        chunkSizeWarningLimit: 1500,
        // Timing notes depend on machine load (docgen and CSS transforms), not on our code.
        rolldownOptions: { checks: { bundlerTimings: false } },
      },
    }),
};

export default config;
