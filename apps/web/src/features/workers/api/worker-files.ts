import { api } from '../../../lib/api-client.ts';

/** A worker's document as a Blob (`download` asks the server to offer it as an attachment). */
export const fetchWorkerFile = (path: string, download: boolean): Promise<Blob> =>
  api.file(path, { query: download ? { download: 1 } : {} }).then((file) => file.blob);
