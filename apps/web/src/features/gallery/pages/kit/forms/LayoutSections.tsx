import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Tabs, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CompanyInfo } from '@saldo/contracts/organization-settings';
import { QueryData } from '../../../components/ComponentFrame.tsx';
import { StatesSection } from '../../../components/States.tsx';
import { GallerySection } from '../../../components/GalleryPage.tsx';

/** The settings' own tabs, given by app/ (a feature may not import another's components). */
export interface SettingsTabsSlot {
  company: ReactNode;
  bankAccounts: ReactNode;
}

/**
 * The settings page's layout, with the settings' real tabs: a long sectioned form with its actions,
 * and a list with a modal form. They are live: saving here saves the company's settings.
 */
export function SettingsLayoutSection({ tabs }: { tabs: SettingsTabsSlot }) {
  const { t } = useTranslation(['galleryForms', 'settings']);
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
          {tabs.company}
        </Tabs.Panel>
        <Tabs.Panel value="bankAccounts" pt="md">
          {tabs.bankAccounts}
        </Tabs.Panel>
      </Tabs>
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
