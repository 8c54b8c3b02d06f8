import { useState, type ComponentType } from 'react';
import { Tabs, Text } from '@mantine/core';
import {
  IconBuilding,
  IconBuildingBank,
  IconCategory,
  IconCloudUpload,
  IconFileInvoice,
  IconListNumbers,
  IconPlugConnected,
  IconPrinter,
  IconReceiptRefund,
  IconUsers,
  type IconProps,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  organizationTabLabels,
  organizationTabValues,
  type OrganizationTabValue,
} from '../organization-tabs.ts';
import { BankAccountsTab } from './BankAccountsTab.tsx';
import { CategoriesTab } from './CategoriesTab.tsx';
import { CompanyTab } from './CompanyTab.tsx';
import { ConnectionsTab } from './ConnectionsTab.tsx';
import { DebtTab } from './DebtTab.tsx';
import { InvoiceTypesTab } from './InvoiceTypesTab.tsx';
import { NumberingTab } from './NumberingTab.tsx';
import { PrintingTab } from './PrintingTab.tsx';
import { UsersTab } from './UsersTab.tsx';

/** Panels another feature provides (KSeF's), passed in by app/: features do not import each other's. */
export type OrganizationPanels = Record<'ksef', ComponentType>;

const tabs: Record<
  OrganizationTabValue,
  { Icon: ComponentType<IconProps>; Panel: ComponentType | keyof OrganizationPanels }
> = {
  company: { Icon: IconBuilding, Panel: CompanyTab },
  'bank-accounts': { Icon: IconBuildingBank, Panel: BankAccountsTab },
  numbering: { Icon: IconListNumbers, Panel: NumberingTab },
  'invoice-types': { Icon: IconFileInvoice, Panel: InvoiceTypesTab },
  printing: { Icon: IconPrinter, Panel: PrintingTab },
  ksef: { Icon: IconCloudUpload, Panel: 'ksef' },
  debt: { Icon: IconReceiptRefund, Panel: DebtTab },
  categories: { Icon: IconCategory, Panel: CategoriesTab },
  users: { Icon: IconUsers, Panel: UsersTab },
  connections: { Icon: IconPlugConnected, Panel: ConnectionsTab },
};

/** The second row of tabs, for the company; goes inside the page's <Tabs>. */
export function OrganizationTabList() {
  const { t } = useTranslation('settings');
  return (
    <>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" id="organization-tabs">
        {t('groupLabel')}
      </Text>
      <Tabs.List mb="md" aria-labelledby="organization-tabs">
        {organizationTabValues.map((value) => {
          const { Icon } = tabs[value];
          return (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
              {t(organizationTabLabels[value])}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </>
  );
}

/**
 * The company panels, each mounted the first time its tab opens (so the page loads no section it
 * does not show) and kept mounted afterwards (so half-typed changes survive a tab switch).
 */
export function OrganizationTabPanels({ active, panels }: { active: string; panels: OrganizationPanels }) {
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([active]));
  // Adjusting state while rendering (not in an effect): the panel appears in the same render.
  if (!opened.has(active)) setOpened(new Set(opened).add(active));
  return organizationTabValues.map((value) => {
    const { Panel: own } = tabs[value];
    const Panel = typeof own === 'string' ? panels[own] : own;
    return (
      <Tabs.Panel key={value} value={value}>
        {opened.has(value) && <Panel />}
      </Tabs.Panel>
    );
  });
}
