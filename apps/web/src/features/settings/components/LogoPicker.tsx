import { useRef, useState } from 'react';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconBuilding, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOGO_MAX_BYTES, LOGO_MIME_TYPES } from '@saldo/contracts/organization-settings';
import { useRemoveLogo, useUploadLogo } from '../api/queries.ts';
import { errorText, notifySaved } from '../../../lib/form-feedback.ts';

const LOGO_MAX_KB = LOGO_MAX_BYTES / 1024;

/**
 * The company logo, printed on invoices. Uploaded as soon as it is chosen (a logo needs no review
 * step); the server judges the file by its bytes, the browser only pre-checks type and size.
 */
export function LogoPicker({ logo, name }: { logo: string | null; name: string }) {
  const { t } = useTranslation('settings');
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const [problem, setProblem] = useState<string | null>(null);
  const resetInput = useRef<() => void>(null);

  const choose = (file: File | null) => {
    resetInput.current?.();
    if (!file) return;
    if (!(LOGO_MIME_TYPES as readonly string[]).includes(file.type) || file.size > LOGO_MAX_BYTES) {
      setProblem(t('company.logo.invalid', { max: LOGO_MAX_KB }));
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => notifySaved(t, t('company.logo.saved')),
      onError: (error) => setProblem(errorText(error, t)),
    });
  };

  const drop = () =>
    remove.mutate(undefined, {
      onSuccess: () => notifySaved(t, t('company.logo.removed')),
      onError: (error) => setProblem(errorText(error, t)),
    });

  return (
    <Group gap="lg" align="center">
      <Avatar src={logo} alt={logo ? t('company.logo.alt', { name }) : ''} size={88} radius="md" color="gray">
        <IconBuilding size={36} aria-hidden />
      </Avatar>
      <Stack gap={6}>
        <Group gap="sm">
          <FileButton onChange={choose} accept={LOGO_MIME_TYPES.join(',')} resetRef={resetInput}>
            {(props) => (
              <Button
                {...props}
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={upload.isPending}
              >
                {t('company.logo.choose')}
              </Button>
            )}
          </FileButton>
          {logo && (
            <Button
              variant="default"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={remove.isPending}
              onClick={drop}
            >
              {t('company.logo.remove')}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('company.logo.hint', { max: LOGO_MAX_KB })}
        </Text>
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
