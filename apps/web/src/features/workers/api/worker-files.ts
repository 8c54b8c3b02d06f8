import { API_BASE, ApiError, apiRequest } from '../../../lib/api-client.ts';
import { getSession } from '../../../lib/session.ts';

/**
 * A worker's document as a Blob. The api client reads text bodies only, so this fetches on its own
 * with the Bearer token; after a 401 the client's refresh runs (a HEAD of the worker) and it tries again.
 */
export async function fetchWorkerFile(path: string, refreshPath: string, download: boolean): Promise<Blob> {
  const send = () => {
    const token = getSession().accessToken;
    return fetch(`${API_BASE}${path}${download ? '?download=1' : ''}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  };
  let response = await send();
  if (response.status === 401) {
    await apiRequest<unknown>('HEAD', refreshPath).catch(() => undefined);
    response = await send();
  }
  if (!response.ok) throw new ApiError(response.status, {});
  return response.blob();
}

/** Hands a Blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
