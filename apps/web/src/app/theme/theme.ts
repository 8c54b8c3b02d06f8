import { createTheme, localStorageColorSchemeManager, type CSSVariablesResolver } from '@mantine/core';
import { SKIN_STORAGE_KEY } from '../../lib/theme-config.ts';

/** Mantine's default height of a select's options (OptionsDropdown's maxDropdownHeight), in px. */
const OPTIONS_MAX_HEIGHT = 220;
const nativeScrollOptions = {
  defaultProps: { withScrollArea: false },
  styles: { options: { maxHeight: OPTIONS_MAX_HEIGHT, overflowY: 'auto' } },
} as const;

export const theme = createTheme({
  primaryColor: 'indigo',
  // Mantine's default light shade (indigo.6) gives white button text and links only 4.3:1, under
  // WCAG AA's 4.5:1 (Lighthouse's colour-contrast audit); indigo.7 gives 5:1.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  // Focus rings show for keyboard users and never for mouse clicks.
  focusRing: 'auto',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '600' },
  components: {
    // A table wider than a phone scrolls natively: Mantine's ScrollArea measures its content in a
    // layout effect, which forced a layout of the whole new page inside React's commit on every
    // page with a table (issue 18: about 10 ms at 1x, 40 ms at Lighthouse's 4x, in one long task).
    // Native scrolling also keeps the phone's momentum and the keyboard's arrow keys.
    // A plain object, not TableScrollContainer.extend(): importing the component here would put the
    // table and ScrollArea in the login page's bundle (the theme is there; 137 -> 159 kB gzip).
    TableScrollContainer: { defaultProps: { type: 'native' } },
    // The same for the options of a select: Mantine keeps a select's dropdown mounted (hidden) for
    // the keyboard, and its ScrollArea measured itself in layout effects as the page mounted, a
    // synchronous re-render of each of its parts in React's first commit (issue 18: the invoice
    // list's filters, 20 of them). The list scrolls natively under the same height as before.
    ...Object.fromEntries(
      ['Select', 'MultiSelect', 'Autocomplete', 'TagsInput'].map((name) => [name, nativeScrollOptions]),
    ),
  },
});

/**
 * Mantine's light "dimmed" text (gray.6, #868e96) is 3.3:1 on white, under WCAG AA's 4.5:1; this
 * grey keeps the dimmed look at 5.2:1 on white and 5:1 on the light-grey page background.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Error text under a field: Mantine's red.6 is 3.3:1 on a light card and its dark error 3:1 on a
  // dark one (measured on the gallery's colours page); red.9 and red.4 give over 5:1.
  light: {
    '--mantine-color-dimmed': '#666d75',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...lightVariantText,
  },
  // Mantine's dark dimmed (dark.2, #828282) is 4.2:1 on the dark body: this grey is 6:1 there and
  // over 5:1 on dark cards (axe, issue 27's gallery in the dark skin).
  // Links likewise: indigo.4 is 3.9:1 on a filled dark card, indigo.3 is 5:1 there.
  dark: {
    '--mantine-color-dimmed': '#a6a6a6',
    '--mantine-color-anchor': 'var(--mantine-color-indigo-3)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});

/**
 * The "light" variant (status badges, soft buttons) writes shade 9 on shade 1; for these colours
 * that is under 4.5:1 (yellow 2.7, lime 3.3, orange 3.6, green 3.8, teal 4.3, cyan 4.8 at badge
 * size), so their text is shade 9 darkened to about 5:1. The others already pass.
 */
const lightVariantText: Record<string, string> = {
  '--mantine-color-red-light-color': '#bd2727',
  '--mantine-color-cyan-light-color': '#0a6b7d',
  '--mantine-color-teal-light-color': '#077050',
  '--mantine-color-green-light-color': '#247333',
  '--mantine-color-lime-light-color': '#48740a',
  '--mantine-color-yellow-light-color': '#9f5200',
  '--mantine-color-orange-light-color': '#b43c0c',
  // Filled red (overdue badges, delete buttons) and red text: red.7 gives white 3.8:1; red.9 5.4:1.
  '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
};

/** The skin (light/dark) is kept in localStorage under 'skin' (spec section 4). */
export const skinManager = localStorageColorSchemeManager({ key: SKIN_STORAGE_KEY });
