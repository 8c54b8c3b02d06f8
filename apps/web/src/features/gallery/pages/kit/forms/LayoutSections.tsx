import { useState } from 'react';
import { SimpleGrid, Stack, Tabs, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CompanyInfo } from '@saldo/contracts/organization-settings';
import { useBankAccounts } from '../../../../settings/api/queries.ts';
import { QueryData } from '../../../components/ComponentFrame.tsx';
import { StatesSection } from '../../../components/States.tsx';
import { BankAccountsLayout } from './BankAccountsLayout.tsx';
import { CompanyLayoutForm } from './CompanyLayoutForm.tsx';
import { GallerySection } from '../../../components/GalleryPage.tsx';
import { WouldSend, type Outgoing } from './FormParts.tsx';

/** The settings page's layout: tabs, a long sectioned form with sticky actions, a list with a modal form. */
export function SettingsLayoutSection({ company }: { company: UseQueryResult<CompanyInfo> }) {
  const { t } = useTranslation(['galleryForms', 'settings']);
  const accounts = useBankAccounts();
  const [outgoing, setOutgoing] = useState<Outgoing | null>(null);
  return (
    <GallerySection
      title={t('demo.layout.settingsTitle')}
      description={t('demo.layout.settingsNote')}
      stickyContent
    >
      <Tabs defaultValue="company">
        <Tabs.List>
          <Tabs.Tab value="company">{t('settings:tabs.company')}</Tabs.Tab>
          <Tabs.Tab value="bankAccounts">{t('settings:tabs.bankAccounts')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="company" pt="md">
          <QueryData query={company}>
            {(data) => <CompanyLayoutForm company={data} onSend={setOutgoing} />}
          </QueryData>
        </Tabs.Panel>
        <Tabs.Panel value="bankAccounts" pt="md">
          <QueryData query={accounts} isEmpty={(list) => list.length === 0}>
            {(list) => <BankAccountsLayout accounts={list} onSend={setOutgoing} />}
          </QueryData>
        </Tabs.Panel>
      </Tabs>
      <WouldSend outgoing={outgoing} />
    </GallerySection>
  );
}

/**
 * A form that cannot be changed (an issued invoice, a section the role may only read): one disabled
 * fieldset around the fields, as the invoice form does, rather than a flag on every input.
 */
function DisabledFields({ company }: { company: CompanyInfo }) {
  const { t } = useTranslation('settings');
  return (
    <fieldset disabled style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('company.name')} withAsterisk value={company.name} readOnly />
          <TextInput label={t('company.nip')} withAsterisk value={company.nip} readOnly />
        </SimpleGrid>
      </Stack>
    </fieldset>
  );
}

export function LayoutStates({ company }: { company: UseQueryResult<CompanyInfo> }) {
  return (
    <StatesSection
      disabled={<QueryData query={company}>{(data) => <DisabledFields company={data} />}</QueryData>}
    />
  );
}
