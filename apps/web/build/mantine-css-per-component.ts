import type { Plugin } from 'vite';

/**
 * A Mantine component's class names, one module per component: `@mantine/core/esm/components/
 * Button/Button.module.mjs` is Button's, and its styles are `@mantine/core/styles/Button.css`. The
 * charts and the toasts ship one stylesheet for the whole package.
 */
const classNamesModule =
  /[\\/]@mantine[\\/](core|charts|notifications)[\\/]esm[\\/](?:[^\\/]+[\\/])*([A-Za-z-]+)\.module\.mjs$/;

/**
 * The stylesheet of a Mantine class-names module (the `.layer` edition, see below), or null for
 * every other module.
 */
export function mantineStylesheetOf(id: string): string | null {
  const match = classNamesModule.exec(id.split('?')[0] ?? id);
  if (!match) return null;
  const [, pkg, component] = match;
  return pkg === 'core' ? `@mantine/core/styles/${component}.layer.css` : `@mantine/${pkg}/styles.layer.css`;
}

/** What every page needs before any component: the reset, the theme's variables, the global classes. */
export const mantineBaseStylesheets = [
  '@mantine/core/styles/baseline.layer.css',
  '@mantine/core/styles/default-css-variables.layer.css',
  '@mantine/core/styles/global.layer.css',
] as const;

/** The whole of Mantine's styles: what the dev server serves, whose dependencies are pre-bundled. */
const mantineAllStylesheets = [
  '@mantine/core/styles.layer.css',
  '@mantine/charts/styles.layer.css',
  '@mantine/notifications/styles.layer.css',
];

const importsOf = (stylesheets: readonly string[]) =>
  stylesheets.map((sheet) => `import ${JSON.stringify(sheet)};\n`).join('');

/**
 * Issue 18: each Mantine component's styles go with the chunk that uses the component, instead of all
 * of Mantine's (264 kB, 31 kB compressed) in the stylesheet that blocks the first paint of every
 * page. The build adds an import of the component's stylesheet to its class-names module, so the
 * bundler places it as it places the component: the login page's with the login page, a dialog's
 * with the chunk that opens it. Inside a component, Mantine imports the components it builds on
 * before its own class names, so their rules come first, as in Mantine's full stylesheet.
 *
 * The `.layer` editions put Mantine's rules in the `mantine` cascade layer, below the app's own
 * styles whatever order the chunks' stylesheets arrive in.
 *
 * The entry (`entry`, main.tsx) imports the base stylesheets itself. The dev server pre-bundles
 * Mantine without running plugins on it, so there the entry gets all of Mantine's styles instead.
 */
export function mantineCssPerComponent(entry: string): Plugin {
  let serving = false;
  return {
    name: 'saldo-mantine-css-per-component',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    // Appended: ESM imports run in the order written whatever their place, and code that does not
    // move keeps its source map (`map: null`).
    transform(code, id) {
      if (serving)
        return id === entry ? { code: `${code}\n${importsOf(mantineAllStylesheets)}`, map: null } : null;
      const stylesheet = mantineStylesheetOf(id);
      return stylesheet === null ? null : { code: `${code}\n${importsOf([stylesheet])}`, map: null };
    },
  };
}
