import { Button, Group, SimpleGrid } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconInfoCircle, IconRefresh, IconWifiOff, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../../lib/api-client.ts';
import { errorText, notifySaved, reportError } from '../../../../../lib/form-feedback.ts';
import { useBasicTable } from '../../../api/queries.ts';
import { Example, GallerySection } from '../../../components/GalleryPage.tsx';

/** The app's own toasts: the save helpers of lib/form-feedback.ts, and a plain info toast. */
export function ToastKindsSection() {
  // The settings forms' helpers take their namespace's translator: they word the toast themselves.
  const { t: settingsT } = useTranslation('settings');
  const { t } = useTranslation('galleryExtensions');
  return (
    <GallerySection title={t('demo.toasts.kinds')} description={t('demo.toasts.kindsNote')}>
      <Group>
        <Button
          variant="light"
          color="teal"
          leftSection={<IconCheck size={16} aria-hidden />}
          onClick={() => notifySaved(settingsT)}
        >
          {t('demo.toasts.saved')}
        </Button>
        <Button
          color="red"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => reportError(new ApiError(422, { message: t('demo.toasts.refusal') }), settingsT)}
        >
          {t('demo.toasts.refused')}
        </Button>
        <Button
          variant="light"
          color="red"
          leftSection={<IconWifiOff size={16} aria-hidden />}
          // What fetch throws when the server cannot be reached; errorText words it as "no connection".
          onClick={() => reportError(new TypeError('Failed to fetch'), settingsT)}
        >
          {t('demo.toasts.offline')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconInfoCircle size={16} aria-hidden />}
          onClick={() =>
            notifications.show({
              color: 'indigo',
              title: t('demo.toasts.infoTitle'),
              message: t('demo.toasts.infoText'),
              closeButtonProps: { 'aria-label': t('demo.toasts.close') },
            })
          }
        >
          {t('demo.toasts.info')}
        </Button>
      </Group>
    </GallerySection>
  );
}

/** A loading toast that becomes its outcome, around a real request: the newest invoices again. */
export function ToastProgressSection() {
  const { t: settingsT } = useTranslation('settings');
  const { t } = useTranslation('galleryExtensions');
  const query = useBasicTable();
  const reload = async () => {
    const id = notifications.show({
      loading: true,
      title: t('demo.toasts.loadingTitle'),
      message: t('demo.toasts.loadingText'),
      autoClose: false,
      withCloseButton: false,
    });
    const result = await query.refetch();
    notifications.update({
      id,
      loading: false,
      autoClose: true,
      withCloseButton: true,
      closeButtonProps: { 'aria-label': t('demo.toasts.close') },
      ...(result.isError
        ? { color: 'red', title: t('demo.toasts.loadFailed'), message: errorText(result.error, settingsT) }
        : {
            color: 'teal',
            title: t('demo.toasts.loadedTitle'),
            message: t('demo.toasts.loaded', { rows: result.data?.rows.length ?? 0 }),
          }),
    });
  };
  return (
    <GallerySection title={t('demo.toasts.progress')} description={t('demo.toasts.progressNote')}>
      <Button
        w="fit-content"
        variant="default"
        leftSection={<IconRefresh size={16} aria-hidden />}
        loading={query.isFetching}
        onClick={() => void reload()}
      >
        {t('demo.toasts.reload')}
      </Button>
    </GallerySection>
  );
}

/** How long a toast stays: the app's three seconds, longer, or until the user closes it. */
export function ToastClosingSection() {
  const { t } = useTranslation('galleryExtensions');
  const show = (autoClose: number | false, text: string) =>
    notifications.show({
      color: 'indigo',
      title: text,
      message: t('demo.toasts.closingText'),
      autoClose,
      closeButtonProps: { 'aria-label': t('demo.toasts.close') },
    });
  return (
    <GallerySection title={t('demo.toasts.closing')} description={t('demo.toasts.closingNote')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Example label={t('demo.toasts.defaultLabel')}>
          <Button variant="light" onClick={() => show(3000, t('demo.toasts.default'))}>
            {t('demo.toasts.default')}
          </Button>
        </Example>
        <Example label="autoClose={10000}">
          <Button variant="light" onClick={() => show(10_000, t('demo.toasts.long'))}>
            {t('demo.toasts.long')}
          </Button>
        </Example>
        <Example label="autoClose={false}">
          <Button variant="light" onClick={() => show(false, t('demo.toasts.sticky'))}>
            {t('demo.toasts.sticky')}
          </Button>
        </Example>
        <Example label="notifications.clean()">
          <Button variant="subtle" color="gray" onClick={() => notifications.clean()}>
            {t('demo.toasts.clear')}
          </Button>
        </Example>
      </SimpleGrid>
    </GallerySection>
  );
}
