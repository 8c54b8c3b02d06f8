import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconCircleCheck,
  IconHelpCircle,
  IconInfoCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type DialogKind = 'confirm' | 'danger' | 'info' | 'success' | 'error';

const LOOKS = {
  confirm: { color: 'indigo', icon: IconHelpCircle },
  danger: { color: 'red', icon: IconAlertTriangle },
  info: { color: 'indigo', icon: IconInfoCircle },
  success: { color: 'teal', icon: IconCircleCheck },
  error: { color: 'red', icon: IconAlertCircle },
} as const;

/** A question (confirm, danger) has two answers; a message (info, success, error) only "OK". */
const asks = (kind: DialogKind) => kind === 'confirm' || kind === 'danger';

/**
 * The app's dialog for a question or a message, on Mantine's Modal (focus trapped, Escape closes,
 * the focus goes back to the button that opened it). A dangerous action can ask the user to type a
 * word first; while the action runs the dialog cannot be dismissed and its confirm button spins.
 */
export function ConfirmDialog({
  opened,
  kind,
  title,
  children,
  confirmLabel,
  typeToConfirm,
  pending = false,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  kind: DialogKind;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  /** The text the user types before a dangerous action may go ahead (a name, a number). */
  typeToConfirm?: string;
  pending?: boolean;
  onConfirm?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('galleryExtensions');
  const [typed, setTyped] = useState('');
  const { color, icon: Icon } = LOOKS[kind];
  const close = () => {
    if (pending) return;
    setTyped('');
    onClose();
  };
  const mayConfirm = typeToConfirm === undefined || typed.trim() === typeToConfirm;
  return (
    <Modal
      opened={opened}
      onClose={close}
      centered
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color={color} variant="light" radius="xl" size="lg">
            <Icon size={20} aria-hidden />
          </ThemeIcon>
          <Text fw={700}>{title}</Text>
        </Group>
      }
      closeOnEscape={!pending}
      closeOnClickOutside={!pending}
      withCloseButton={!pending}
      closeButtonProps={{ 'aria-label': t('demo.dialogs.close') }}
    >
      <Stack gap="md">
        <div>{children}</div>
        {asks(kind) && typeToConfirm !== undefined && (
          <TextInput
            data-autofocus
            label={t('demo.dialogs.typeToConfirm', { text: typeToConfirm })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            disabled={pending}
            autoComplete="off"
          />
        )}
        <Group justify="flex-end">
          {asks(kind) ? (
            <>
              <Button variant="default" onClick={close} disabled={pending}>
                {t('demo.dialogs.cancel')}
              </Button>
              <Button
                color={color}
                loading={pending}
                disabled={!mayConfirm}
                onClick={() => {
                  setTyped('');
                  onConfirm?.();
                }}
              >
                {confirmLabel ?? t('demo.dialogs.confirm')}
              </Button>
            </>
          ) : (
            <Button color={color} onClick={close} data-autofocus>
              {t('demo.dialogs.ok')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
