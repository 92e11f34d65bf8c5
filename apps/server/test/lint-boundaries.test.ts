// The architecture's import boundaries are enforced by lint: each forbidden import below must be
// reported, and the allowed one beside it must not be.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-globals')
    .map((m) => m.message);
}

describe('import boundaries', () => {
  it('the platform may not import a feature module', async () => {
    const file = 'apps/server/src/platform/http/example.ts';
    expect(
      await restrictedImports(
        file,
        "export { signIn } from '../../modules/auth/operations/signIn';\n",
      ),
    ).toEqual([expect.stringContaining('The platform never imports a feature module')]);
    expect(await restrictedImports(file, "export { HttpError } from './errors';\n")).toEqual([]);
  });

  it("a module may not import another module's repo, but may import its own", async () => {
    const file = 'apps/server/src/modules/profile/operations/example.ts';
    expect(
      await restrictedImports(file, "export { findUserByLogin } from '../../auth/repo';\n"),
    ).toEqual([expect.stringContaining("never imports another module's repo")]);
    expect(await restrictedImports(file, "export { findUser } from '../repo';\n")).toEqual([]);
    // An area whose queries fill a repo/ folder is covered the same way.
    expect(
      await restrictedImports(file, "export { feedPage } from '../../posts/repo/feed';\n"),
    ).toEqual([expect.stringContaining("never imports another module's repo")]);
    expect(await restrictedImports(file, "export { feedPage } from '../repo/feed';\n")).toEqual([]);
    expect(
      await restrictedImports(
        'apps/server/src/modules/profile/example.ts',
        "export { findUserByLogin } from '../auth/repo';\n",
      ),
    ).toHaveLength(1);
  });

  it('ui may not import the SDK', async () => {
    expect(
      await restrictedImports(
        'packages/ui/src/components/Example.tsx',
        "export { createTrestleClient } from '@trestle/sdk';\n",
      ),
    ).toEqual([expect.stringContaining('ui is presentational')]);
  });

  it('core may not import React, the SDK, or touch the DOM', async () => {
    const file = 'packages/core/src/example.ts';
    expect(await restrictedImports(file, "export { useState } from 'react';\n")).toHaveLength(1);
    expect(await restrictedImports(file, "export { unwrap } from '@trestle/sdk';\n")).toHaveLength(
      1,
    );
    expect(await restrictedImports(file, 'export const title = () => document.title;\n')).toEqual([
      expect.stringContaining('never touches the DOM'),
    ]);
    expect(await restrictedImports(file, "export { z } from 'zod';\n")).toEqual([]);
  });
});
