import { Suspense } from 'react';
import { Center, Container, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import type { ShellConfig } from '../../lib/layout-override.ts';
import { AppFooter } from './AppFooter.tsx';
import { PageHeader } from './PageHeader.tsx';
import classes from './Shell.module.css';

function PageFallback() {
  const { t } = useTranslation('common');
  return (
    <Center mih={240}>
      <Loader aria-label={t('loading')} />
    </Center>
  );
}

/** The page itself beside the menus: breadcrumbs, the routed page, the footer. */
export function ContentArea({ config }: { config: ShellConfig }) {
  return (
    <div className={classes.main}>
      <main id="main-content" tabIndex={-1} className={classes.content}>
        <Container fluid={config.contentWidth === 'full'} size="xl" px={0}>
          {config.pageHeader && <PageHeader />}
          {/* A page waiting for a namespace suspends here, not the menus and navbar around it. */}
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </Container>
      </main>
      <AppFooter type={config.footerType} />
    </div>
  );
}
