// Side-effect CSS imports (bundled by tsup into dist/index.css, by Vite in Storybook).
declare module '*.css';
