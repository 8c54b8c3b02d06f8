import { createTheme, localStorageColorSchemeManager } from '@mantine/core';
import { SKIN_STORAGE_KEY } from './theme-config.ts';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  // Focus rings show for keyboard users and never for mouse clicks.
  focusRing: 'auto',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '600' },
});

/** The skin (light/dark) is kept in localStorage under 'skin' (spec section 4). */
export const skinManager = localStorageColorSchemeManager({ key: SKIN_STORAGE_KEY });
