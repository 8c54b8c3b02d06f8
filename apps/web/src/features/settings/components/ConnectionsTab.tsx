import { Badge, Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ConnectionStatus } from '@saldo/contracts/connections';
import { useConnections, useTestConnection } from '../api/connections-api.ts';
import { reportError } from '../../../lib/form-feedback.ts';
import { SectionLoader } from '../../../components/SectionLoader.tsx';
import { dateTimeFormat } from '../../../lib/intl-format.ts';

const setupColors = { configured: 'green', not_configured: 'gray', test_mode: 'yellow' } as const;

/**
 * Company settings → Connections: every outside service, whether it is set up, when it last worked
 * and when it last failed and why (for this company), and a button that tries it now.
 */
export function ConnectionsTab() {
  const query = useConnections();
  return (
    <SectionLoader query={query}>{(data) => <ConnectionsTable services={data.services} />}</SectionLoader>
  );
}

function ConnectionsTable({ services }: { services: ConnectionStatus[] }) {
  // 'settings' last: the key check reads a file's literal keys in the namespace named just before them.
  const { t: common } = useTranslation('common');
  const { t, i18n } = useTranslation('settings');
  const test = useTestConnection();
  const when = (iso: string | null) =>
    iso === null
      ? '—'
      : dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('connections.intro')}
      </Text>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('connections.columns.service')}</Table.Th>
              <Table.Th>{t('connections.columns.setup')}</Table.Th>
              <Table.Th>{t('connections.columns.lastSuccess')}</Table.Th>
              <Table.Th>{t('connections.columns.lastFailure')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('connections.columns.test')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {services.map((status) => {
              const name = common(`services.${status.service}`);
              const testing = test.isPending && test.variables === status.service;
              return (
                <Table.Tr key={status.service}>
                  <Table.Td>
                    <Text fw={500} size="sm">
                      {name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={setupColors[status.setup]} variant="light">
                      {t(`connections.setup.${status.setup}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(status.lastSuccessAt)}</Table.Td>
                  <Table.Td>
                    {status.lastFailureAt === null ? (
                      '—'
                    ) : (
                      <Stack gap={2}>
                        <Text size="sm">
                          {when(status.lastFailureAt)}
                          {status.lastFailureKind &&
                            ` · ${t(`connections.failure.${status.lastFailureKind}`)}`}
                        </Text>
                        {status.lastFailureDetail && (
                          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
                            {status.lastFailureDetail}
                          </Text>
                        )}
                      </Stack>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconPlugConnected size={14} aria-hidden />}
                      loading={testing}
                      disabled={test.isPending && !testing}
                      aria-label={t('connections.testService', { service: name })}
                      onClick={() =>
                        test.mutate(status.service, { onError: (error) => reportError(error, t) })
                      }
                    >
                      {t('connections.test')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {test.data && (
        <Text size="sm" role="status" c={test.data.ok ? 'green' : 'red'}>
          {t(test.data.ok ? 'connections.testPassed' : 'connections.testFailed', {
            service: common(`services.${test.data.status.service}`),
          })}
        </Text>
      )}
    </Stack>
  );
}
