import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint wall between features (eslint-feature-walls.js), run through the project's own config.
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function wallErrors(file: string, specifier: string): Promise<string[]> {
  const code = `import { x } from '${specifier}';\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('the walls between web features', () => {
  it("refuses another feature's components, pages or helpers, from any depth", async () => {
    expect(
      await wallErrors('apps/web/src/features/costs/list/Probe.ts', '../../invoices/list/x.ts'),
    ).toHaveLength(1);
    expect(await wallErrors('apps/web/src/features/costs/Probe.ts', '../invoices/status/x.ts')).toHaveLength(
      1,
    );
    expect(
      await wallErrors(
        'apps/web/src/features/costs/a/b/Probe.tsx',
        '../../../../features/ksef/components/K.tsx',
      ),
    ).toHaveLength(1);
  }, 60_000);

  it('refuses app/, which composes the features', async () => {
    expect(
      await wallErrors('apps/web/src/features/invoices/pages/Probe.tsx', '../../../app/pages/X.tsx'),
    ).toHaveLength(1);
  }, 60_000);

  it("lets a feature use another's api/, its own folders, lib/ and components/", async () => {
    const allowed = [
      '../../invoices/api/queries.ts',
      '../../costs/form/x.ts',
      '../x.ts',
      '../../../lib/format.ts',
      '../../../components/LoadError.tsx',
    ];
    for (const specifier of allowed)
      expect(await wallErrors('apps/web/src/features/costs/list/Probe.ts', specifier)).toEqual([]);
  }, 60_000);

  it('lets a test assemble several features', async () => {
    expect(
      await wallErrors('apps/web/src/features/costs/list/Probe.test.tsx', '../../invoices/test-data.ts'),
    ).toEqual([]);
  }, 60_000);
});
