import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import {
  mantineBaseStylesheets,
  mantineCssPerComponent,
  mantineStylesheetOf,
} from './mantine-css-per-component.ts';

const ENTRY = '/repo/apps/web/src/main.tsx';

function transformWith(command: 'build' | 'serve') {
  const plugin: Plugin = mantineCssPerComponent(ENTRY);
  const configResolved = plugin.configResolved;
  const resolved = typeof configResolved === 'function' ? configResolved : configResolved?.handler;
  // The hooks read no plugin context.
  void resolved?.call({} as never, { command } as never);
  const hook = plugin.transform;
  const transform = typeof hook === 'function' ? hook : hook?.handler;
  if (!transform) throw new Error('the plugin has no transform hook');
  return (code: string, id: string) => transform.call({} as never, code, id) as { code: string } | null;
}

/** Where npm installed a Mantine package (its esm folder and its styles). */
const packageRoot = (name: string) => join(dirname(fileURLToPath(import.meta.resolve(name))), '..');

function classNameModules(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.module.mjs'))
    .map((file) => join(dir, file));
}

describe('mantineStylesheetOf', () => {
  it('answers a core component’s own stylesheet, in the cascade layer edition', () => {
    expect(
      mantineStylesheetOf('/repo/node_modules/@mantine/core/esm/components/Button/Button.module.mjs'),
    ).toBe('@mantine/core/styles/Button.layer.css');
    expect(
      mantineStylesheetOf(
        '/repo/node_modules/@mantine/core/esm/components/Checkbox/CheckboxIndicator/CheckboxIndicator.module.mjs',
      ),
    ).toBe('@mantine/core/styles/CheckboxIndicator.layer.css');
    expect(
      mantineStylesheetOf(
        'C:\\repo\\node_modules\\@mantine\\core\\esm\\utils\\InlineInput\\InlineInput.module.mjs',
      ),
    ).toBe('@mantine/core/styles/InlineInput.layer.css');
  });

  it('answers the whole package’s stylesheet for the charts and the toasts', () => {
    expect(mantineStylesheetOf('/repo/node_modules/@mantine/charts/esm/BarChart/BarChart.module.mjs')).toBe(
      '@mantine/charts/styles.layer.css',
    );
    expect(mantineStylesheetOf('/repo/node_modules/@mantine/charts/esm/grid-chart.module.mjs')).toBe(
      '@mantine/charts/styles.layer.css',
    );
    expect(
      mantineStylesheetOf('/repo/node_modules/@mantine/notifications/esm/Notifications.module.mjs'),
    ).toBe('@mantine/notifications/styles.layer.css');
  });

  it('leaves every other module alone', () => {
    expect(
      mantineStylesheetOf('/repo/node_modules/@mantine/core/esm/components/Button/Button.mjs'),
    ).toBeNull();
    expect(mantineStylesheetOf('/repo/apps/web/src/app/layouts/Shell.module.css')).toBeNull();
    expect(
      mantineStylesheetOf('/repo/node_modules/@mantine/tiptap/esm/RichTextEditor.module.mjs'),
    ).toBeNull();
  });

  // A Mantine release that renames a component's stylesheet, or moves its class names, fails here
  // rather than shipping a component without its styles.
  it.each(['@mantine/core', '@mantine/charts', '@mantine/notifications'])(
    'finds a stylesheet for every class-names module of the installed %s',
    (name) => {
      const root = packageRoot(name);
      const modules = classNameModules(join(root, 'esm'));
      expect(modules.length).toBeGreaterThan(0);
      for (const module of modules) {
        const stylesheet = mantineStylesheetOf(module);
        expect(stylesheet, module).not.toBeNull();
        const file = join(root, (stylesheet ?? '').replace(`${name}/`, ''));
        expect(existsSync(file), file).toBe(true);
      }
    },
  );

  it('names base stylesheets that exist', () => {
    const root = packageRoot('@mantine/core');
    for (const sheet of mantineBaseStylesheets)
      expect(existsSync(join(root, sheet.replace('@mantine/core/', ''))), sheet).toBe(true);
  });
});

describe('mantineCssPerComponent', () => {
  it('in the build, adds the stylesheet’s import to a class-names module, after its code', () => {
    const transform = transformWith('build');
    const code =
      'var Button_module_default = { root: "m_77c9d27d" };\nexport { Button_module_default as default };';
    const out = transform(code, '/repo/node_modules/@mantine/core/esm/components/Button/Button.module.mjs');
    expect(out?.code).toBe(`${code}\nimport "@mantine/core/styles/Button.layer.css";\n`);
    expect(transform('export {};', ENTRY)).toBeNull();
    expect(
      transform('export {};', '/repo/node_modules/@mantine/core/esm/components/Button/Button.mjs'),
    ).toBeNull();
  });

  it('on the dev server, whose Mantine is pre-bundled, gives the entry all of Mantine’s styles', () => {
    const transform = transformWith('serve');
    const out = transform('export {};', ENTRY);
    expect(out?.code).toContain('import "@mantine/core/styles.layer.css";');
    expect(out?.code).toContain('import "@mantine/charts/styles.layer.css";');
    expect(out?.code).toContain('import "@mantine/notifications/styles.layer.css";');
    expect(
      transform('x', '/repo/node_modules/@mantine/core/esm/components/Button/Button.module.mjs'),
    ).toBeNull();
  });
});
