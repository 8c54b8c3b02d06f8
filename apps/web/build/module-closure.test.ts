import { describe, expect, it } from 'vitest';
import { readBarrel, staticClosure, type ModuleGraph } from './module-closure.ts';

const nm = '/repo/node_modules';

/** A module graph from `id → [code, importedIds]`. */
function graph(modules: Record<string, [string, string[]]>): ModuleGraph {
  return {
    getModuleInfo: (id) => {
      const found = modules[id];
      return found ? { code: found[0], importedIds: found[1] } : null;
    },
  };
}

// Mantine's shape: imports, then one export list.
const uiIndex = `import { Button } from "./Button.mjs";
import { Menu } from "./Menu.mjs";
import { Modal as ModalRoot } from "./Modal.mjs";
export { Button, Menu, ModalRoot as Modal };`;
// Tabler's shape: re-exports with `from`, and a namespace.
const iconsIndex = `/** @license MIT */
export { default as IconA } from './icons/IconA.mjs';
export { default as IconB } from './icons/IconB.mjs';
import * as list from './list.mjs';
export { list as icons };
export * from './more.mjs';`;

const modules: Record<string, [string, string[]]> = {
  '/repo/src/login.tsx': [
    `import { jsx } from "react/jsx-runtime";\nimport { Button } from "@ui/core";\nimport { IconA } from "@ui/icons";\nexport const Login = () => jsx(Button, {});`,
    [`${nm}/@ui/core/index.mjs`, `${nm}/@ui/icons/index.mjs`],
  ],
  '/repo/src/shell.tsx': [
    `import { Menu, Modal } from "@ui/core";\nimport { IconB, IconC } from "@ui/icons";\nimport { helper } from "./helper.ts";\nexport const Shell = () => helper(Menu, Modal);`,
    [`${nm}/@ui/core/index.mjs`, `${nm}/@ui/icons/index.mjs`, '/repo/src/helper.ts'],
  ],
  '/repo/src/helper.ts': ['export const helper = (...parts) => parts;', []],
  [`${nm}/@ui/core/index.mjs`]: [
    uiIndex,
    [`${nm}/@ui/core/Button.mjs`, `${nm}/@ui/core/Menu.mjs`, `${nm}/@ui/core/Modal.mjs`],
  ],
  [`${nm}/@ui/core/Button.mjs`]: ['export const Button = 1;', []],
  [`${nm}/@ui/core/Menu.mjs`]: [
    `import { Button } from "./index.mjs";\nexport const Menu = Button;`,
    [`${nm}/@ui/core/index.mjs`],
  ],
  [`${nm}/@ui/core/Modal.mjs`]: ['export const Modal = 3;', []],
  [`${nm}/@ui/icons/index.mjs`]: [
    iconsIndex,
    [
      `${nm}/@ui/icons/icons/IconA.mjs`,
      `${nm}/@ui/icons/icons/IconB.mjs`,
      `${nm}/@ui/icons/list.mjs`,
      `${nm}/@ui/icons/more.mjs`,
    ],
  ],
  [`${nm}/@ui/icons/icons/IconA.mjs`]: ['export default 1;', []],
  [`${nm}/@ui/icons/icons/IconB.mjs`]: ['export default 2;', []],
  [`${nm}/@ui/icons/list.mjs`]: ['export const all = [];', []],
  [`${nm}/@ui/icons/more.mjs`]: [
    `export { default as IconC } from './icons/IconC.mjs';`,
    [`${nm}/@ui/icons/icons/IconC.mjs`],
  ],
  [`${nm}/@ui/icons/icons/IconC.mjs`]: ['export default 3;', []],
};

const code = (id: string) => modules[id]?.[0] ?? '';
const short = (ids: Set<string>) =>
  [...ids].map((id) => id.replace(`${nm}/`, '').replace('/repo/', '')).sort();

describe('readBarrel', () => {
  it('maps each name of an index that only re-exports to the module behind it', () => {
    const core = readBarrel(uiIndex);
    expect(core?.exports.get('Modal')).toEqual({ specifier: './Modal.mjs', imported: 'Modal' });
    const icons = readBarrel(iconsIndex);
    expect(icons?.exports.get('IconA')).toEqual({ specifier: './icons/IconA.mjs', imported: 'default' });
    expect(icons?.exports.get('icons')).toEqual({ specifier: './list.mjs', imported: '*' });
    expect(icons?.stars).toEqual(['./more.mjs']);
  });

  it('is null for a module with code of its own', () => {
    expect(readBarrel(code(`${nm}/@ui/core/Menu.mjs`))).toBeNull();
    expect(readBarrel(code('/repo/src/helper.ts'))).toBeNull();
  });
});

describe('staticClosure', () => {
  it('follows a barrel only to the names taken from it', () => {
    expect(short(staticClosure(graph(modules), ['/repo/src/login.tsx']))).toEqual([
      '@ui/core/Button.mjs',
      '@ui/core/index.mjs',
      '@ui/icons/icons/IconA.mjs',
      '@ui/icons/index.mjs',
      'src/login.tsx',
    ]);
  });

  it("takes what the barrel's modules import in turn, and names found through `export *`", () => {
    expect(short(staticClosure(graph(modules), ['/repo/src/shell.tsx']))).toEqual([
      '@ui/core/Button.mjs',
      '@ui/core/Menu.mjs',
      '@ui/core/Modal.mjs',
      '@ui/core/index.mjs',
      '@ui/icons/icons/IconB.mjs',
      '@ui/icons/icons/IconC.mjs',
      '@ui/icons/index.mjs',
      '@ui/icons/more.mjs',
      'src/helper.ts',
      'src/shell.tsx',
    ]);
  });

  it('takes the whole barrel where the names cannot be told', () => {
    const whole = {
      ...modules,
      '/repo/src/all.ts': [
        `import * as ui from "@ui/core";\nexport default ui;`,
        [`${nm}/@ui/core/index.mjs`],
      ],
    } satisfies Record<string, [string, string[]]>;
    expect(short(staticClosure(graph(whole), ['/repo/src/all.ts']))).toEqual([
      '@ui/core/Button.mjs',
      '@ui/core/Menu.mjs',
      '@ui/core/Modal.mjs',
      '@ui/core/index.mjs',
      'src/all.ts',
    ]);
  });
});
