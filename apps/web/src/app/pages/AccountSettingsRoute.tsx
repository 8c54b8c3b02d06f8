import AccountSettingsPage from '../../features/account-settings/pages/AccountSettingsPage.tsx';
import type { OrganizationTabsSlot } from '../../features/account-settings/components/AccountSettingsTabs.tsx';
import { KsefSettingsTab } from '../../features/ksef/components/KsefSettingsTab.tsx';
import {
  OrganizationTabList,
  OrganizationTabPanels,
} from '../../features/settings/components/OrganizationTabs.tsx';
import { isOrganizationTab } from '../../features/settings/organization-tabs.ts';

const panels = { ksef: KsefSettingsTab };

function Panels({ active }: { active: string }) {
  return <OrganizationTabPanels active={active} panels={panels} />;
}

/** The organization's tabs, KSeF's among them, beside the personal ones: composed here so features stay apart. */
const organizationTabs: OrganizationTabsSlot = {
  isTab: isOrganizationTab,
  List: OrganizationTabList,
  Panels,
};

export default function AccountSettingsRoute() {
  return <AccountSettingsPage organizationTabs={organizationTabs} />;
}
