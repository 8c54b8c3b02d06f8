export const CONTRACT_ADD_PATH = '/apps/contracts/add';
/** The add page for a worker chosen beforehand (from the worker's page). */
export const contractAddForWorkerPath = (workerId: number) => `${CONTRACT_ADD_PATH}?workerId=${workerId}`;
/** The same page showing (and correcting) one contract. */
export const contractPath = (id: number) => `${CONTRACT_ADD_PATH}?id=${id}`;

/**
 * The worker's page, where a deleted contract's user goes back to. The route is app/routes' (a feature
 * does not import another's paths).
 */
export const contractWorkerPath = (workerId: number) => `/apps/workers/preview/${workerId}`;
