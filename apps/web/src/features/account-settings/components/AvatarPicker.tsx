import { useEffect, useRef, useState } from 'react';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useRemoveAvatar, useUploadAvatar } from '../api/queries.ts';
import { AVATAR_ACCEPT, AVATAR_MAX_KB, avatarProblem } from '../avatar-rules.ts';
import { errorText, notifySaved } from '../save-feedback.ts';

/**
 * Choose a photo, see it in place, then save or reset it; or remove the current one. The photo is
 * saved on its own endpoint, apart from the general form, so a big upload never blocks the form.
 */
export function AvatarPicker({ avatar, name }: { avatar: string | null; name: string }) {
  const { t } = useTranslation('account');
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [pending, setPending] = useState<{ file: File; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const resetInput = useRef<() => void>(null);

  // Each preview URL holds the file in memory until revoked.
  useEffect(() => () => (pending ? URL.revokeObjectURL(pending.url) : undefined), [pending]);

  const showServerError = (error: unknown) =>
    setProblem((error instanceof ApiError && error.errors?.avatar) || errorText(error, t));

  const choose = (file: File | null) => {
    // Clearing the input lets the same file be picked again after a fix or a reset.
    resetInput.current?.();
    if (!file) return;
    const rejection = avatarProblem(file);
    setProblem(rejection ? t(rejection, { max: AVATAR_MAX_KB }) : null);
    setPending(rejection ? null : { file, url: URL.createObjectURL(file) });
  };

  const save = () => {
    if (!pending) return;
    upload.mutate(pending.file, {
      onSuccess: () => {
        setPending(null);
        notifySaved(t, t('general.avatar.saved'));
      },
      onError: showServerError,
    });
  };

  const discard = () => {
    setPending(null);
    setProblem(null);
  };

  const removeCurrent = () =>
    remove.mutate(undefined, {
      onSuccess: () => notifySaved(t, t('general.avatar.removed')),
      onError: showServerError,
    });

  const busy = upload.isPending || remove.isPending;
  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      <Avatar src={pending?.url ?? avatar} name={name} size={88} radius="md" alt={t('general.avatar.alt')} />
      <Stack gap="xs">
        <Group gap="xs">
          {pending ? (
            <>
              <Button size="xs" loading={upload.isPending} onClick={save}>
                {t('general.avatar.save')}
              </Button>
              <Button size="xs" variant="default" disabled={busy} onClick={discard}>
                {t('general.avatar.reset')}
              </Button>
            </>
          ) : (
            <FileButton
              onChange={choose}
              accept={AVATAR_ACCEPT}
              resetRef={resetInput}
              disabled={busy}
              inputProps={{ 'aria-label': t('general.avatar.choose') }}
            >
              {(props) => (
                <Button
                  size="xs"
                  leftSection={<IconUpload size={14} aria-hidden />}
                  disabled={busy}
                  {...props}
                >
                  {t('general.avatar.choose')}
                </Button>
              )}
            </FileButton>
          )}
          {avatar && !pending ? (
            <Button
              size="xs"
              variant="default"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              loading={remove.isPending}
              disabled={busy}
              onClick={removeCurrent}
            >
              {t('general.avatar.remove')}
            </Button>
          ) : null}
        </Group>
        <Text fz="xs" c="dimmed">
          {t('general.avatar.hint', { max: AVATAR_MAX_KB })}
        </Text>
        {problem ? (
          <Text fz="sm" c="red" role="alert">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
