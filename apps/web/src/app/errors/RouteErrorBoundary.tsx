import { useEffect } from 'react';
import { Button, Code, Group, Spoiler } from '@mantine/core';
import { IconAlertTriangle, IconError404, IconHome, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MiscPage } from '../../components/MiscPage.tsx';
import { useHomePath } from '../../components/use-home-path.ts';
import { isChunkLoadError } from '../routes/lazy-page.ts';
import { hideLoadingOverlay } from '../loading-overlay.ts';

function reload() {
  window.location.reload();
}

/** What a route shows when its code failed to load or it threw while rendering. */
function RouteErrorView({ fullPage }: { fullPage: boolean }) {
  const error = useRouteError();
  const { t } = useTranslation('misc');
  const home = useHomePath();
  // When the very first route fails, the guard never rendered: the start-up overlay goes here.
  useEffect(() => hideLoadingOverlay(), []);

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <MiscPage
        icon={IconError404}
        withBrand={fullPage}
        title={t('notFound.title')}
        text={t('notFound.text')}
        actions={
          <Button component={Link} to={home} leftSection={<IconHome size={18} />}>
            {t('backHome')}
          </Button>
        }
      />
    );
  }

  const chunk = isChunkLoadError(error);
  if (!chunk) console.error(error);
  const details = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (
    <MiscPage
      icon={chunk ? IconWifiOff : IconAlertTriangle}
      color={chunk ? 'orange' : 'red'}
      withBrand={fullPage}
      title={chunk ? t('chunkError.title') : t('error.title')}
      text={chunk ? t('chunkError.text') : t('error.text')}
      actions={
        <Group justify="center">
          <Button onClick={reload} leftSection={<IconRefresh size={18} />}>
            {t('reload')}
          </Button>
          <Button component="a" href={home} variant="default" leftSection={<IconHome size={18} />}>
            {t('backHome')}
          </Button>
        </Group>
      }
    >
      {import.meta.env.DEV && !chunk && (
        <Spoiler maxHeight={0} showLabel={t('error.showDetails')} hideLabel={t('error.hideDetails')}>
          <Code block ta="left">
            {details}
          </Code>
        </Spoiler>
      )}
    </MiscPage>
  );
}

/** Errors above the layouts (the layout itself failed): a full page with the brand. */
export function RootErrorBoundary() {
  return <RouteErrorView fullPage />;
}

/** Errors of one page: shown inside the layout, so the menu stays usable. */
export function PageErrorBoundary() {
  return <RouteErrorView fullPage={false} />;
}
