import { createContext } from 'react';

/**
 * True inside the kit's providers. The route guard wraps pages in them unless they are already
 * there: the component tests' AppProviders give every page the kit, with the test's own query cache.
 */
export const KitPresent = createContext(false);
