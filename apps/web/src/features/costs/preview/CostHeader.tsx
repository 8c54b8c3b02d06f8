import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCash, IconCircleCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CostDetail } from '@saldo/contracts/costs';
import { ApiError } from '../../../lib/api-client.ts';
import { useConfirmCost } from '../api/queries.ts';
import { contractorPath, costEditPath } from '../paths.ts';
import { CostStatusBadge } from '../status/CostStatusBadge.tsx';

interface CostHeaderProps {
  cost: CostDetail;
  onDelete: () => void;
  onAddPayment: () => void;
}

/** Number, supplier, status and KSeF number; the actions the document's state allows. */
export function CostHeader({ cost, onDelete, onAddPayment }: CostHeaderProps) {
  const { t } = useTranslation('costs');
  const confirm = useConfirmCost();
  const draft = cost.status === 'draft';
  const runConfirm = () =>
    confirm.mutate(cost.id, {
      onSuccess: () =>
        notifications.show({ color: 'teal', message: t('preview.confirmed', { number: cost.number }) }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('preview.confirmFailed'),
          message: error instanceof ApiError ? error.message : t('errors.network'),
        }),
    });

  return (
    <Group justify="space-between" align="flex-start">
      <Stack gap={4}>
        <Title order={1} fz={26}>
          {t('preview.title', { number: cost.number })}
        </Title>
        <Group gap="xs">
          <Anchor component={Link} to={contractorPath(cost.contractorId)} fw={500}>
            {cost.supplier.name}
          </Anchor>
          {cost.supplier.nip && (
            <Text size="sm" c="dimmed">
              {t('preview.nip', { nip: cost.supplier.nip })}
            </Text>
          )}
          <CostStatusBadge
            status={cost.status}
            balance={cost.balance}
            currency={cost.currency}
            dueDate={cost.dueDate}
            daysOverdue={cost.daysOverdue}
          />
        </Group>
        {cost.ksefNumber && (
          <Text size="sm">
            {t('preview.ksefNumber')}{' '}
            <Text span ff="monospace" size="sm">
              {cost.ksefNumber}
            </Text>
          </Text>
        )}
      </Stack>
      <Group gap="xs">
        {draft && (
          <Button
            size="md"
            color="teal"
            leftSection={<IconCircleCheck size={18} aria-hidden />}
            loading={confirm.isPending}
            onClick={runConfirm}
          >
            {t('preview.confirm')}
          </Button>
        )}
        {!draft && cost.balance !== 0 && (
          <Button leftSection={<IconCash size={16} aria-hidden />} onClick={onAddPayment}>
            {t('preview.addPayment')}
          </Button>
        )}
        <Button
          variant="default"
          component={Link}
          to={costEditPath(cost.id)}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('preview.edit')}
        </Button>
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={onDelete}
        >
          {t('preview.delete')}
        </Button>
      </Group>
    </Group>
  );
}
