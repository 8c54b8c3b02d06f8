export const CONTRACT_ADD_PATH = '/apps/contracts/add';
/** The add page for a worker chosen beforehand (from the worker's page). */
export const contractAddForWorkerPath = (workerId: number) => `${CONTRACT_ADD_PATH}?workerId=${workerId}`;
/** The same page showing (and correcting) one contract. */
export const contractPath = (id: number) => `${CONTRACT_ADD_PATH}?id=${id}`;
