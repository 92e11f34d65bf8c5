#!/usr/bin/env node
// The public API of a package, reported in its committed api-report.api.md: `check` fails when
// the report differs from the package's API now, `update` rewrites it. Run in a package's folder:
// `pnpm --filter @trestle/core api:check` (part of its test) or `api:update`.
//
// The repository's TypeScript emits the declarations of src/index.ts into a temporary folder in
// the package; API Extractor (whose bundled TypeScript reads them) makes the report. Imports of
// other packages stay imports: the SDK's report names the contract's types without repeating
// them (openapi/generated/types.ts is their review).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const mode = process.argv[2];
if (mode !== 'check' && mode !== 'update') {
  console.error('usage: api-report.mjs check|update');
  process.exit(2);
}

const packageFolder = resolve('.');
// Inside the package, so the declarations resolve its dependencies as the sources do.
const tempFolder = join(packageFolder, '.api-report');
const silent = { logLevel: 'none' };

rmSync(tempFolder, { recursive: true, force: true });
mkdirSync(tempFolder);
writeFileSync(
  join(tempFolder, 'tsconfig.json'),
  JSON.stringify({
    extends: '../tsconfig.json',
    compilerOptions: {
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      sourceMap: false,
      rootDir: '../src',
      outDir: './dts',
    },
    // The entry point and what it imports, with the ambient declarations (CSS modules).
    files: ['../src/index.ts'],
    include: ['../src/**/*.d.ts'],
  }),
);
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
try {
  execFileSync(process.execPath, [tsc, '-p', join(tempFolder, 'tsconfig.json')], {
    stdio: 'inherit',
  });
} catch {
  rmSync(tempFolder, { recursive: true, force: true });
  process.exit(1);
}

const config = ExtractorConfig.prepare({
  configObjectFullPath: join(packageFolder, 'api-extractor.json'),
  packageJsonFullPath: join(packageFolder, 'package.json'),
  configObject: {
    projectFolder: packageFolder,
    mainEntryPointFilePath: join(tempFolder, 'dts/index.d.ts'),
    // Only the emitted declarations are read, so the options the package compiles with do not
    // matter here.
    compiler: {
      overrideTsconfig: {
        compilerOptions: {
          target: 'es2022',
          module: 'esnext',
          moduleResolution: 'bundler',
          lib: ['es2023', 'dom', 'dom.iterable'],
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: true,
          types: [],
        },
        files: [join(tempFolder, 'dts/index.d.ts')],
      },
    },
    apiReport: {
      enabled: true,
      reportFileName: 'api-report',
      reportFolder: '<projectFolder>/',
      reportTempFolder: join(tempFolder, 'report'),
    },
    docModel: { enabled: false },
    dtsRollup: { enabled: false },
    tsdocMetadata: { enabled: false },
    messages: {
      compilerMessageReporting: { default: { logLevel: 'warning' } },
      // Release tags (@public, @beta) and TSDoc syntax are not this repository's habit.
      extractorMessageReporting: {
        default: { logLevel: 'warning' },
        'ae-missing-release-tag': silent,
        'ae-forgotten-export': silent,
        'ae-unresolved-link': silent,
        'ae-undocumented': silent,
        // The contract package exports its .ts types directly (no declarations to read).
        'ae-wrong-input-file-type': silent,
      },
      tsdocMessageReporting: { default: silent },
    },
  },
});

let result;
try {
  result = Extractor.invoke(config, { localBuild: mode === 'update' });
} finally {
  rmSync(tempFolder, { recursive: true, force: true });
}
if (mode === 'check' && result.apiReportChanged) {
  console.error(
    `${config.reportFilePath} is out of date: the package's public API changed. ` +
      'Review the change and run `pnpm api:update` in the package to accept it.',
  );
  process.exit(1);
}
if (!result.succeeded) process.exit(1);
console.log(
  mode === 'update' ? `Wrote ${config.reportFilePath}.` : 'The API report is up to date.',
);
