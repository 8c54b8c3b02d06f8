import { Button, Collapse } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReceivablesReport } from '@saldo/contracts/debt';
import { MonthlyChart } from './MonthlyChart.tsx';
import { MonthlyTable } from './MonthlyTable.tsx';
import { ReportSection } from './ReportSection.tsx';

const TABLE_ID = 'receivables-monthly-table';

/** Issued vs collected: the chart, and the same figures as a table on demand. */
export function MonthlySection({ monthly }: { monthly: ReceivablesReport['monthly'] }) {
  const { t } = useTranslation('debtReports');
  const [open, { toggle }] = useDisclosure(false);
  const Icon = open ? IconChevronUp : IconChevronDown;
  return (
    <ReportSection
      id="receivables-monthly"
      title={t('monthly.title')}
      actions={
        <Button
          variant="subtle"
          size="xs"
          rightSection={<Icon size={14} aria-hidden />}
          aria-expanded={open}
          aria-controls={TABLE_ID}
          onClick={toggle}
        >
          {open ? t('monthly.hideTable') : t('monthly.showTable')}
        </Button>
      }
    >
      <MonthlyChart monthly={monthly} />
      <Collapse expanded={open} id={TABLE_ID}>
        <MonthlyTable monthly={monthly} />
      </Collapse>
    </ReportSection>
  );
}
