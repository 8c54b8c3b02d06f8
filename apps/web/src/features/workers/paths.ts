export const WORKER_LIST_PATH = '/apps/workers/list';
export const WORKER_ADD_PATH = '/apps/workers/add';
export const WORKER_SEND_FORM_PATH = '/apps/workers/send-form';
export const workerPreviewPath = (id: number) => `/apps/workers/preview/${id}`;
export const workerEditPath = (id: number) => `/apps/workers/edit/${id}`;
