import { AppShell, Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/BrandLogo.tsx';
import { ScrollToTop } from '../../components/ScrollToTop.tsx';
import { useHomePath } from '../../components/use-home-path.ts';
import { HeaderActions } from '../header/HeaderActions.tsx';
import { VerticalMenu } from '../navigation/VerticalMenu.tsx';
import { useShellChange, useShellConfig } from '../../lib/layout-override.ts';
import { ThemeCustomizer } from '../theme/ThemeCustomizer.tsx';
import { ContentArea } from './ContentArea.tsx';
import { MenuToggle } from './MenuToggle.tsx';
import { SkipLink } from './SkipLink.tsx';
import { useMenuDrawer } from './use-menu-drawer.ts';
import classes from './Shell.module.css';
import menuClasses from '../navigation/VerticalMenu.module.css';

const NAVBAR_WIDTH = 260;
const NAVBAR_COLLAPSED_WIDTH = 76;
/** Mantine's `md`, where the menu stops being a drawer (the AppShell's navbar breakpoint below). */
const DESKTOP = '(min-width: 62em)';

/** The default layout: a collapsible menu on the left, the navbar on top, the page beside. */
export default function VerticalLayout() {
  const config = useShellConfig();
  const change = useShellChange();
  const { t } = useTranslation('common');
  const home = useHomePath();
  const drawer = useMenuDrawer();
  // Read at the first render: measured in an effect, a desktop rendered the whole shell as a phone's
  // first and again as its own.
  const isDesktop = useMediaQuery(DESKTOP, undefined, { getInitialValueInEffect: false });
  const collapsed = config.menuCollapsed && isDesktop;
  const floating = config.navbarType === 'floating';

  // On a phone the button opens the menu drawer; on a desktop it collapses the menu to icons
  // (or shows it again when the customizer hid it). On a page that overrides the menu, the change
  // stays with that page.
  const toggleMenu = () => {
    if (!isDesktop) drawer.toggle();
    else if (config.menuHidden) change({ menuHidden: false });
    else change({ menuCollapsed: !config.menuCollapsed });
  };
  const menuOpen = isDesktop ? !config.menuHidden && !config.menuCollapsed : drawer.opened;

  return (
    <AppShell
      header={{
        height: floating ? 68 : 56,
        collapsed: config.navbarType === 'hidden',
        offset: config.navbarType !== 'hidden',
      }}
      navbar={{
        width: collapsed ? NAVBAR_COLLAPSED_WIDTH : NAVBAR_WIDTH,
        breakpoint: 'md',
        collapsed: { mobile: !drawer.opened, desktop: config.menuHidden },
      }}
      layout="alt"
      padding={0}
    >
      <SkipLink />
      <AppShell.Header className={classes.header} data-navbar={config.navbarType} withBorder={!floating}>
        <div className={classes.headerInner}>
          <div className={classes.row}>
            <MenuToggle
              opened={menuOpen}
              showClose={!isDesktop && drawer.opened}
              onToggle={toggleMenu}
              controls="main-menu"
            />
            <Box hiddenFrom="md">
              <BrandLogo to={home} />
            </Box>
            <Box style={{ flex: 1 }} />
            <HeaderActions />
          </div>
        </div>
      </AppShell.Header>
      <AppShell.Navbar
        id="main-menu"
        aria-label={t('nav.mainMenu')}
        className={menuClasses.navbar}
        data-collapsed={collapsed || undefined}
      >
        <div className={classes.navbarBrand}>
          <BrandLogo to={home} compact={collapsed} />
        </div>
        {(isDesktop || drawer.made) && <VerticalMenu onNavigate={drawer.close} />}
      </AppShell.Navbar>
      <ContentArea config={config} />
      <ThemeCustomizer />
      <ScrollToTop />
    </AppShell>
  );
}
