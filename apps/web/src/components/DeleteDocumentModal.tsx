import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '../lib/api-client.ts';
import { useOverlayOnDemand } from '../lib/use-overlay-on-demand.ts';

/** The delete mutation of a document list (its query hook's). */
export interface DeleteMutation {
  mutate(id: number, options: { onSuccess: () => void }): void;
  reset(): void;
  error: Error | null;
  isPending: boolean;
}

/** The dialog's words, in the document's namespace (the caller translates them). */
export interface DeleteDocumentTexts {
  title: string;
  question: string;
  done: string;
  keep: string;
  confirm: string;
  /** Shown when the request got no answer. */
  network: string;
}

/**
 * Delete a document after a confirmation. A refusal (a 409 with the server's reason) is shown in
 * the dialog, which stays open; the confirm button stays off until the dialog is closed.
 */
export function DeleteDocumentModal({
  document,
  remove,
  texts,
  onClose,
  onDeleted,
}: {
  document: { id: number } | null;
  remove: DeleteMutation;
  texts: DeleteDocumentTexts;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const overlayMounted = useOverlayOnDemand(document !== null);
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!document) return;
    remove.mutate(document.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: texts.done });
        remove.reset();
        onClose();
        onDeleted?.();
      },
    });
  };
  const refusal = remove.error
    ? remove.error instanceof ApiError
      ? remove.error.message
      : texts.network
    : null;

  if (!overlayMounted) return null;
  return (
    <Modal opened={document !== null} onClose={close} title={texts.title}>
      <Stack gap="md">
        <Text>{texts.question}</Text>
        {refusal && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {texts.keep}
          </Button>
          <Button color="red" loading={remove.isPending} disabled={refusal !== null} onClick={confirm}>
            {texts.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
