import { useNotificationPreferences } from '../../../../notifications/api/notifications-api.ts';
import { useProducts } from '../../../../shop/api/queries.ts';

// The queries a page's sections show, named once so the page's ready flag and its sections ask the
// same (TanStack Query then sends one request).

/** The shop's first products, whose averages the read-only ratings show. */
export const useRatedProducts = () => useProducts({ perPage: 6 });

/** The signed-in user's notification choices, the switches' starting point. */
export const useNotificationChoices = () => useNotificationPreferences(true);
