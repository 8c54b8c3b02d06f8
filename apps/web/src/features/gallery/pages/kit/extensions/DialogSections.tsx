import { useEffect, useRef, useState } from 'react';
import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GoodTableRow } from '@saldo/contracts/gallery';
import { DeleteDocumentModal, type DeleteMutation } from '../../../../../components/DeleteDocumentModal.tsx';
import { ApiError } from '../../../../../lib/api-client.ts';
import { contractorsOf } from '../../../components/component-data.ts';
import { Example, GallerySection } from '../../../components/GalleryPage.tsx';
import { ConfirmDialog, type DialogKind } from './ConfirmDialog.tsx';

/** How long the stand-in requests take: long enough to see the pending state. */
const STAND_IN_MS = 1200;

/** A timer that is cleared when the page goes, so a late answer does not touch an unmounted page. */
function useLater() {
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  return (run: () => void, ms = STAND_IN_MS) => {
    timers.current.push(window.setTimeout(run, ms));
  };
}

/** The gallery's word that nothing really happened: every confirm here resolves in the browser. */
function useNothingDone() {
  const { t } = useTranslation('galleryExtensions');
  return (title: string) =>
    notifications.show({
      color: 'teal',
      title,
      message: t('demo.dialogs.nothingDone'),
      closeButtonProps: { 'aria-label': t('demo.toasts.close') },
    });
}

/** Questions and messages, worded on the newest invoice and its buyer. */
export function DialogKindsSection({ rows }: { rows: readonly GoodTableRow[] }) {
  const { t } = useTranslation('galleryExtensions');
  const later = useLater();
  const nothingDone = useNothingDone();
  const [open, setOpen] = useState<DialogKind | 'pending' | null>(null);
  const [pending, setPending] = useState(false);
  const newest = rows[0];
  const buyer = contractorsOf(rows).find((each) => each.id === newest?.contractorId);
  if (!newest || !buyer) return null;
  const close = () => setOpen(null);
  const number = newest.number;
  const kinds = [
    ['confirm', t('demo.dialogs.confirmKind')],
    ['danger', t('demo.dialogs.dangerKind')],
    ['pending', t('demo.dialogs.pendingKind')],
    ['info', t('demo.dialogs.infoKind')],
    ['success', t('demo.dialogs.successKind')],
    ['error', t('demo.dialogs.errorKind')],
  ] as const;
  return (
    <GallerySection title={t('gallery:frame.variants')} description={t('demo.dialogs.kindsNote')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {kinds.map(([kind, text]) => (
          <Example key={kind} label={text}>
            <Button
              variant={kind === 'danger' ? 'filled' : 'light'}
              color={kind === 'danger' || kind === 'error' ? 'red' : kind === 'success' ? 'teal' : 'indigo'}
              onClick={() => setOpen(kind)}
            >
              {t(`demo.dialogs.${kind}Open`)}
            </Button>
          </Example>
        ))}
      </SimpleGrid>

      <ConfirmDialog
        opened={open === 'confirm'}
        kind="confirm"
        title={t('demo.dialogs.confirmTitle', { number })}
        confirmLabel={t('demo.dialogs.confirmAction')}
        onClose={close}
        onConfirm={() => {
          close();
          nothingDone(t('demo.dialogs.confirmDone', { number }));
        }}
      >
        <Text size="sm">{t('demo.dialogs.confirmText', { buyer: buyer.name })}</Text>
      </ConfirmDialog>

      <ConfirmDialog
        opened={open === 'danger'}
        kind="danger"
        title={t('demo.dialogs.dangerTitle', { name: buyer.name })}
        confirmLabel={t('demo.dialogs.dangerAction')}
        typeToConfirm={buyer.name}
        onClose={close}
        onConfirm={() => {
          close();
          nothingDone(t('demo.dialogs.dangerDone', { name: buyer.name }));
        }}
      >
        <Text size="sm">
          {t('demo.dialogs.dangerText', { invoices: buyer.invoices, nip: buyer.nip || '—' })}
        </Text>
      </ConfirmDialog>

      <ConfirmDialog
        opened={open === 'pending'}
        kind="confirm"
        title={t('demo.dialogs.pendingTitle', { number })}
        confirmLabel={t('demo.dialogs.pendingAction')}
        pending={pending}
        onClose={close}
        onConfirm={() => {
          setPending(true);
          later(() => {
            setPending(false);
            close();
            nothingDone(t('demo.dialogs.pendingDone', { number }));
          });
        }}
      >
        <Text size="sm">{pending ? t('demo.dialogs.pendingBusy') : t('demo.dialogs.pendingText')}</Text>
      </ConfirmDialog>

      {(['info', 'success', 'error'] as const).map((kind) => (
        <ConfirmDialog
          key={kind}
          opened={open === kind}
          kind={kind}
          title={t(`demo.dialogs.${kind}Title`, { number })}
          onClose={close}
        >
          <Text size="sm">{t(`demo.dialogs.${kind}Text`, { number, buyer: buyer.name })}</Text>
        </ConfirmDialog>
      ))}
    </GallerySection>
  );
}

/** DeleteDocumentModal's request stand-in: it answers after a moment, yes or with the server's refusal. */
function useStandInDelete(refusal: string | null): DeleteMutation {
  const later = useLater();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  return {
    isPending,
    error,
    reset: () => setError(null),
    mutate: (_id, { onSuccess }) => {
      setPending(true);
      later(() => {
        setPending(false);
        if (refusal === null) onSuccess();
        else setError(new ApiError(409, { message: refusal }));
      });
    },
  };
}

/** The documents' own delete dialog (components/DeleteDocumentModal.tsx), on the newest invoice. */
export function DeleteModalSection({ rows }: { rows: readonly GoodTableRow[] }) {
  // The refusal is the server's own wording of the rule, from its error texts.
  const { t } = useTranslation(['galleryExtensions', 'errors']);
  const newest = rows[0];
  const number = newest?.number ?? '';
  const [open, setOpen] = useState<'done' | 'refused' | null>(null);
  const done = useStandInDelete(null);
  const refused = useStandInDelete(t('errors:invoices.cannotDelete'));
  if (!newest) return null;
  const texts = {
    title: t('demo.dialogs.deleteTitle'),
    question: t('demo.dialogs.deleteQuestion', { number }),
    done: t('demo.dialogs.deleteDone', { number }),
    keep: t('demo.dialogs.deleteKeep'),
    confirm: t('demo.dialogs.deleteConfirm'),
    network: t('common:loadError.network'),
  };
  return (
    <GallerySection title={t('demo.dialogs.deleteSection')} description={t('demo.dialogs.deleteNote')}>
      <Group>
        <Button color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setOpen('done')}>
          {t('demo.dialogs.deleteOpen')}
        </Button>
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setOpen('refused')}
        >
          {t('demo.dialogs.deleteOpenRefused')}
        </Button>
      </Group>
      <DeleteDocumentModal
        document={open === 'done' ? newest : null}
        remove={done}
        texts={texts}
        onClose={() => setOpen(null)}
      />
      <DeleteDocumentModal
        document={open === 'refused' ? newest : null}
        remove={refused}
        texts={texts}
        onClose={() => setOpen(null)}
      />
    </GallerySection>
  );
}
