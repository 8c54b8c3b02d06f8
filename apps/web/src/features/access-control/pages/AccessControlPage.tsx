import { Alert, Badge, Card, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useAbility } from '@casl/react';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '@saldo/contracts/abilities';
import { useSession } from '../../../lib/session.ts';
import { ClientAccountCard } from '../components/ClientAccountCard.tsx';
import { ClientConfirmationsCard } from '../components/ClientConfirmationsCard.tsx';
import { ClientInvoicesCard } from '../components/ClientInvoicesCard.tsx';

/** Shows the user's role and ability rules, and explains how they decide what the user may open. */
export default function AccessControlPage() {
  const { t } = useTranslation('misc');
  const ability = useAbility<AppAbility>();
  const { userData } = useSession();
  const rules = ability.rules;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={26}>
          {t('accessControl.title')}
        </Title>
        <Text c="dimmed">{t('accessControl.intro')}</Text>
      </div>
      {userData && (
        <Group gap="xs">
          <Text fw={600}>{t('accessControl.yourRole')}</Text>
          <Badge size="lg" variant="light">
            {t(`common:roles.${userData.role}`)}
          </Badge>
        </Group>
      )}
      {userData?.role === 'client' && (
        <>
          <ClientInvoicesCard />
          <ClientAccountCard />
          <ClientConfirmationsCard />
        </>
      )}
      <Card withBorder radius="md" p={0}>
        <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" captionSide="top">
          <Table.Caption>{t('accessControl.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('accessControl.action')}</Table.Th>
              <Table.Th scope="col">{t('accessControl.subject')}</Table.Th>
              <Table.Th scope="col">{t('accessControl.meaning')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rules.map((rule) => {
              const action = String(rule.action);
              const subject = String(rule.subject);
              return (
                <Table.Tr key={`${action}:${subject}`}>
                  <Table.Td>
                    <Code>{action}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Code>{subject}</Code>
                  </Table.Td>
                  <Table.Td>
                    {t('accessControl.ruleMeaning', {
                      action: t(`common:actions.${action}`),
                      subject: t(`common:subjects.${subject}`),
                    })}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Card>
      <Alert variant="light" icon={<IconInfoCircle />} title={t('accessControl.howTitle')}>
        <Stack gap="xs">
          <Text size="sm">{t('accessControl.howManage')}</Text>
          <Text size="sm">{t('accessControl.howRoutes')}</Text>
          <Text size="sm">{t('accessControl.howServer')}</Text>
        </Stack>
      </Alert>
    </Stack>
  );
}
