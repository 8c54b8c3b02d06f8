import { Suspense } from 'react';
import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import type { ShellConfig } from '../../lib/layout-override.ts';
import { AppFooter } from './AppFooter.tsx';
import { LoadingFallback } from './LoadingFallback.tsx';
import { PageHeader } from './PageHeader.tsx';
import classes from './Shell.module.css';

/** The page itself beside the menus: breadcrumbs, the routed page, the footer. */
export function ContentArea({ config }: { config: ShellConfig }) {
  return (
    <div className={classes.main}>
      <main id="main-content" tabIndex={-1} className={classes.content}>
        <Container fluid={config.contentWidth === 'full'} size="xl" px={0}>
          {config.pageHeader && <PageHeader />}
          {/* A page waiting for a namespace suspends here, not the menus and navbar around it. */}
          <Suspense fallback={<LoadingFallback minHeight={240} />}>
            <Outlet />
          </Suspense>
        </Container>
      </main>
      <AppFooter type={config.footerType} />
    </div>
  );
}
