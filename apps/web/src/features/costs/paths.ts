/** The addresses of the cost screens (see app/routes/business-routes.ts). */
export const COSTS_PATH = '/documents/costs';
export const COST_ADD_PATH = `${COSTS_PATH}/add`;
export const costPath = (id: number) => `${COSTS_PATH}/${id}`;
export const costEditPath = (id: number) => `${COSTS_PATH}/${id}/edit`;
export const contractorPath = (id: number) => `/apps/contractors/${id}`;
