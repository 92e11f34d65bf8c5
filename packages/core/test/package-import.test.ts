// The built package must load in plain Node, as ESM and as CommonJS, with its dependencies
// resolved the way a consumer resolves them. Builds into node_modules/.cache so the dependencies
// of this package resolve from the output.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const cacheRoot = join(packageRoot, 'node_modules', '.cache');
let outDir = '';

const probe = `
  const core = MODULE;
  const result = {
    card: core.formatCardNumber('4111111111111111999'),
    error: core.normaliseError({ status: 500, body: { message: 'Something broke' } }).messages[0],
    sanitised: core.sanitiseRichText('<a href="javascript:x" onclick="y">a</a>'),
    countries: core.COUNTRIES.length > 200,
    username: core.usernameSchema.safeParse('ab').success,
    machine: typeof core.createAuthMachine,
  };
  console.log(JSON.stringify(result));
`;

const expected = {
  card: '4111 1111 1111 1111',
  error: '500 Something broke',
  sanitised: '<a>a</a>',
  countries: true,
  username: false,
  machine: 'function',
};

beforeAll(async () => {
  mkdirSync(cacheRoot, { recursive: true });
  outDir = mkdtempSync(join(cacheRoot, 'core-build-'));
  await build({
    config: false,
    entry: [join(packageRoot, 'src/index.ts')],
    format: ['esm', 'cjs'],
    outDir,
    target: 'node20',
    dts: false,
    silent: true,
    tsconfig: join(packageRoot, 'tsconfig.json'),
    external: ['xstate', 'zod', 'xss', 'credit-card-type', 'countries-list'],
  });
}, 60_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('built package', () => {
  it('imports as ESM in plain Node', () => {
    const script = `import('${join(outDir, 'index.js')}').then((loaded) => {${probe.replace('MODULE', 'loaded')}});`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual(expected);
  }, 60_000);

  it('requires as CommonJS in plain Node', () => {
    const script = probe.replace('MODULE', `require(${JSON.stringify(join(outDir, 'index.cjs'))})`);
    const output = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    expect(JSON.parse(output)).toEqual(expected);
  }, 60_000);
});
