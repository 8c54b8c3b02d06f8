import { LayoutKitPage } from './layouts/LayoutKitPage.tsx';

// The page layouts of the gallery (issue 27): each page switches the shell into its layout while it
// is open, and offers to save the customizer settings that give it on every page.

export function CollapsedMenuPage() {
  return (
    <LayoutKitPage
      slug="collapsed-menu"
      snippet={`// While this page is open: the vertical menu collapsed to icons. Nothing is saved.
const COLLAPSED: LayoutOverride = { layout: 'vertical', menuCollapsed: true, menuHidden: false };
useLayoutOverride(COLLAPSED);

// For every page: the customizer's "Collapsed menu" switch.
setThemeConfig({ menuCollapsed: true });`}
    />
  );
}

export function BoxedLayoutPage() {
  return (
    <LayoutKitPage
      slug="boxed-layout"
      snippet={`// While this page is open: the content held to a fixed width.
const BOXED: LayoutOverride = { contentWidth: 'boxed' };
useLayoutOverride(BOXED);

// For every page: the customizer's content width.
setThemeConfig({ contentWidth: 'boxed' });`}
    />
  );
}

export function WithoutMenuPage() {
  return (
    <LayoutKitPage
      slug="without-menu"
      snippet={`// While this page is open: no left menu (the navbar's button shows it for this page).
const WITHOUT_MENU: LayoutOverride = { layout: 'vertical', menuHidden: true };
useLayoutOverride(WITHOUT_MENU);

// For every page: the customizer's "Hidden menu" switch.
setThemeConfig({ menuHidden: true });`}
    />
  );
}

export function LayoutEmptyPage() {
  return (
    <LayoutKitPage
      slug="layout-empty"
      snippet={`// While this page is open: the navbar and the content area, nothing else.
const EMPTY: LayoutOverride = { layout: 'vertical', menuHidden: true, footerType: 'hidden', pageHeader: false };
useLayoutOverride(EMPTY);`}
    />
  );
}

export function LayoutBlankPage() {
  return (
    <LayoutKitPage
      slug="layout-blank"
      snippet={`// While this page is open: no shell at all, as the sign-in page.
const BLANK: LayoutOverride = { blank: true };
useLayoutOverride(BLANK);

// A route that is always blank says so in its meta instead:
{ path: '/login', handle: { layout: 'full' } }`}
    />
  );
}
