import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  connectionsResponseSchema,
  connectionTestResultSchema,
  type ConnectionsResponse,
  type ConnectionTestResult,
  type ExternalService,
} from '@saldo/contracts/connections';
import { api } from '../../../lib/api-client.ts';
import { organizationKeys } from './queries.ts';

const connectionsKey = () => [...organizationKeys.all, 'connections'] as const;

export async function fetchConnections(signal?: AbortSignal): Promise<ConnectionsResponse> {
  return connectionsResponseSchema.parse(await api.get('/organization/connections', { signal }));
}

export async function testConnection(service: ExternalService): Promise<ConnectionTestResult> {
  return connectionTestResultSchema.parse(await api.post(`/organization/connections/${service}/test`));
}

export const useConnections = () =>
  useQuery({ queryKey: connectionsKey(), queryFn: ({ signal }) => fetchConnections(signal) });

/** "Test now": the answer carries the service's new status, written into the list without a refetch. */
export function useTestConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: testConnection,
    onSuccess: (result) =>
      client.setQueryData<ConnectionsResponse>(connectionsKey(), (list) =>
        list
          ? {
              services: list.services.map((s) => (s.service === result.status.service ? result.status : s)),
            }
          : list,
      ),
  });
}
