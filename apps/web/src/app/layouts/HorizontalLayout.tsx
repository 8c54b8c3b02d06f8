import { AppShell, Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/BrandLogo.tsx';
import { ScrollToTop } from '../../components/ScrollToTop.tsx';
import { useHomePath } from '../../components/use-home-path.ts';
import { HeaderActions } from '../header/HeaderActions.tsx';
import { HorizontalMenu } from '../navigation/HorizontalMenu.tsx';
import { VerticalMenu } from '../navigation/VerticalMenu.tsx';
import { useShellConfig } from '../../lib/layout-override.ts';
import { ThemeCustomizer } from '../theme/ThemeCustomizer.tsx';
import { ContentArea } from './ContentArea.tsx';
import { MenuToggle } from './MenuToggle.tsx';
import { SkipLink } from './SkipLink.tsx';
import { useMenuDrawer } from './use-menu-drawer.ts';
import classes from './Shell.module.css';

/** The top-menu layout: brand and actions on the first row, the menu on the second. */
export default function HorizontalLayout() {
  const config = useShellConfig();
  const { t } = useTranslation('common');
  const home = useHomePath();
  // A desktop never opens the drawer, so never makes its menu.
  const drawer = useMenuDrawer();
  const floating = config.navbarType === 'floating';
  const extra = floating ? 12 : 0;

  return (
    <AppShell
      header={{
        height: { base: 56 + extra, md: 106 + extra },
        collapsed: config.navbarType === 'hidden',
        offset: config.navbarType !== 'hidden',
      }}
      // Phones get the left menu as a drawer; desktops never show it.
      navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: !drawer.opened, desktop: true } }}
      padding={0}
    >
      <SkipLink />
      <AppShell.Header className={classes.header} data-navbar={config.navbarType} withBorder={!floating}>
        <div className={classes.headerInner}>
          <div className={classes.row}>
            <MenuToggle
              opened={drawer.opened}
              onToggle={drawer.toggle}
              hiddenFrom="md"
              controls="main-menu-mobile"
            />
            <BrandLogo to={home} />
            <Box style={{ flex: 1 }} />
            <HeaderActions />
          </div>
          <Box component="nav" aria-label={t('nav.mainMenu')} visibleFrom="md" className={classes.menuRow}>
            <HorizontalMenu />
          </Box>
        </div>
      </AppShell.Header>
      <AppShell.Navbar id="main-menu-mobile" aria-label={t('nav.mainMenu')} hiddenFrom="md">
        {drawer.made && <VerticalMenu onNavigate={drawer.close} />}
      </AppShell.Navbar>
      <ContentArea config={config} />
      <ThemeCustomizer />
      <ScrollToTop />
    </AppShell>
  );
}
