import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEBT_BULK_ACTIONS } from '@saldo/contracts/debt';
import { SelectionBar } from '../../../components/SelectionBar.tsx';
import type { DebtBulkAction } from '../api/debt-api.ts';
import { ACTION_ICONS } from '../timeline/action-icons.ts';

/** Above the table: how many invoices are ticked and the steps that can be taken on all of them. */
export function BulkBar({ count, onAction }: { count: number; onAction: (action: DebtBulkAction) => void }) {
  const { t } = useTranslation('debt');
  return (
    <SelectionBar count={count}>
      {DEBT_BULK_ACTIONS.map((action) => {
        const Icon = ACTION_ICONS[action];
        return (
          <Button
            key={action}
            variant="light"
            size="xs"
            leftSection={<Icon size={14} aria-hidden />}
            disabled={count === 0}
            onClick={() => onAction(action)}
          >
            {t(`bulk.${action}.button`)}
          </Button>
        );
      })}
    </SelectionBar>
  );
}
