import { useState } from 'react';
import { Alert, List, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useDropzone, type Accept } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { DropLook } from './DropLook.tsx';
import { fileSize } from './file-size.ts';

export type Refusal = 'type' | 'size' | 'count';

const refusalOf = (code: string | undefined): Refusal =>
  code === 'file-too-large' ? 'size' : code === 'too-many-files' ? 'count' : 'type';

/**
 * A react-dropzone zone with one of the app's upload rules (types, size, number of files): the chosen
 * files are listed with their size and the refused ones with the reason, and nothing is sent anywhere.
 * The zone is a button, so Enter or Space opens the file dialog.
 */
export function GalleryDropZone({
  label,
  pickLabel,
  title,
  hint,
  accept,
  maxSize,
  maxFiles = 0,
  disabled = false,
  busy = false,
  refusalText,
}: {
  /** The zone's accessible name. */
  label: string;
  /** The file input's accessible name. */
  pickLabel: string;
  title: string;
  hint: string;
  accept: Accept;
  maxSize: number;
  /** 0: any number; 1: one file. */
  maxFiles?: number;
  disabled?: boolean;
  busy?: boolean;
  refusalText: (refusal: Refusal) => string;
}) {
  const { t, i18n } = useTranslation('galleryPickers');
  const [chosen, setChosen] = useState<File[]>([]);
  const [refused, setRefused] = useState<{ name: string; reason: Refusal }[]>([]);
  const zone = useDropzone({
    accept,
    maxSize,
    maxFiles,
    multiple: maxFiles !== 1,
    disabled: disabled || busy,
    onDrop: (accepted, rejections) => {
      setChosen(accepted);
      setRefused(rejections.map((r) => ({ name: r.file.name, reason: refusalOf(r.errors[0]?.code) })));
    },
  });
  const state = zone.isDragReject ? 'reject' : zone.isDragAccept ? 'accept' : 'idle';
  return (
    <Stack gap="xs">
      <DropLook
        {...zone.getRootProps({
          role: 'button',
          'aria-label': label,
          'aria-disabled': disabled || undefined,
        })}
        state={state}
        busy={busy}
        disabled={disabled}
        title={title}
        hint={hint}
      />
      {/* Beside the zone, not in it: a control inside a button is a nested control (axe). */}
      <input {...zone.getInputProps({ 'aria-label': pickLabel })} />
      {chosen.length > 0 && (
        <div>
          <Text size="sm" fw={500}>
            {t('demo.file.chosen')}
          </Text>
          <List size="sm">
            {chosen.map((file) => (
              <List.Item key={`${file.name}-${file.size}`}>
                {t('demo.file.entry', { name: file.name, size: fileSize(file.size, i18n.language) })}
              </List.Item>
            ))}
          </List>
        </div>
      )}
      {refused.length > 0 && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={t('demo.file.refused')}>
          <List size="sm">
            {refused.map((file, index) => (
              <List.Item key={`${file.name}-${index}`}>
                {file.name}: {refusalText(file.reason)}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
