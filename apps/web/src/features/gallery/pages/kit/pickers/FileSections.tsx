import { useRef, useState } from 'react';
import { Alert, Button, FileButton, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@saldo/contracts/account-settings';
import { ATTACHMENT_MIME_TYPES, COST_LIMITS } from '@saldo/contracts/costs';
import { Example, GallerySection } from '../../../components/GalleryPage.tsx';
import { DropLook } from './DropLook.tsx';
import { fileSize } from './file-size.ts';
import { GalleryDropZone } from './GalleryDropZone.tsx';

const MB = 1024 * 1024;
const ATTACHMENT_ACCEPT = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};
const XML_ACCEPT = { 'application/xml': ['.xml'], 'text/xml': ['.xml'] };
const AVATAR_MAX_KB = AVATAR_MAX_BYTES / 1024;

/** The upload rules of the app, each from the contracts package the server checks them with. */
export function UploadRulesSection() {
  const { t } = useTranslation(['galleryPickers', 'costs', 'account']);
  const rows = [
    {
      what: t('demo.file.attachments'),
      types: ATTACHMENT_MIME_TYPES.join(', '),
      size: `${COST_LIMITS.attachmentBytes / MB} MB`,
      count: t('demo.file.perDocument', { n: COST_LIMITS.attachments }),
    },
    {
      what: t('costs:import.title'),
      types: Object.keys(XML_ACCEPT).join(', '),
      size: `${COST_LIMITS.importFileBytes / MB} MB`,
      count: t('demo.file.perImport', { n: COST_LIMITS.importFiles }),
    },
    {
      what: t('demo.file.avatar'),
      types: AVATAR_MIME_TYPES.join(', '),
      size: `${AVATAR_MAX_KB} kB`,
      count: '1',
    },
  ];
  return (
    <GallerySection title={t('demo.file.rules')} description={t('demo.file.rulesNote')}>
      <Table.ScrollContainer minWidth={560}>
        <Table striped aria-label={t('demo.file.rules')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('demo.file.upload')}</Table.Th>
              <Table.Th scope="col">{t('demo.file.types')}</Table.Th>
              <Table.Th scope="col">{t('demo.file.maxSize')}</Table.Th>
              <Table.Th scope="col">{t('demo.file.maxFiles')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.what}>
                <Table.Th scope="row" fw={500}>
                  {row.what}
                </Table.Th>
                <Table.Td>{row.types}</Table.Td>
                <Table.Td>{row.size}</Table.Td>
                <Table.Td>{row.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </GallerySection>
  );
}

/** The cost document's attachments and the KSeF XML import, with their rules and refusals. */
export function DropZonesSection() {
  const { t } = useTranslation(['galleryPickers', 'costs']);
  return (
    <GallerySection title={t('demo.file.zones')} description={t('demo.file.zonesNote')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Example label={t('demo.file.attachments')}>
          <GalleryDropZone
            label={t('demo.file.attachmentsLabel')}
            pickLabel={t('costs:attachments.upload')}
            title={t('demo.file.dropAttachments')}
            hint={t('costs:attachments.hint', { max: COST_LIMITS.attachmentBytes / MB })}
            accept={ATTACHMENT_ACCEPT}
            maxSize={COST_LIMITS.attachmentBytes}
            maxFiles={COST_LIMITS.attachments}
            refusalText={(refusal) =>
              refusal === 'size'
                ? t('costs:attachments.problems.size', { max: COST_LIMITS.attachmentBytes / MB })
                : refusal === 'count'
                  ? t('costs:attachments.problems.count', { count: COST_LIMITS.attachments })
                  : t('costs:attachments.problems.type')
            }
          />
        </Example>
        <Example label={t('costs:import.title')}>
          <GalleryDropZone
            label={t('costs:import.dropLabel')}
            pickLabel={t('costs:import.pickFiles')}
            title={t('costs:import.drop')}
            hint={t('costs:import.hint', {
              files: COST_LIMITS.importFiles,
              max: COST_LIMITS.importFileBytes / MB,
            })}
            accept={XML_ACCEPT}
            maxSize={COST_LIMITS.importFileBytes}
            maxFiles={COST_LIMITS.importFiles}
            refusalText={(refusal) =>
              refusal === 'size'
                ? t('costs:import.tooLarge', { max: COST_LIMITS.importFileBytes / MB })
                : refusal === 'count'
                  ? t('demo.file.tooMany', { max: COST_LIMITS.importFiles })
                  : t('costs:import.notXml')
            }
          />
        </Example>
      </SimpleGrid>
    </GallerySection>
  );
}

/** The account photo: one picked file, checked in the browser before anything would be sent. */
export function AvatarFileSection() {
  const { t, i18n } = useTranslation(['galleryPickers', 'account']);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const resetInput = useRef<() => void>(null);
  const choose = (picked: File | null) => {
    // Clearing the input lets the same file be picked again.
    resetInput.current?.();
    if (!picked) return;
    const wrongType = !(AVATAR_MIME_TYPES as readonly string[]).includes(picked.type);
    const rejection = wrongType
      ? t('account:general.avatar.wrongType')
      : picked.size > AVATAR_MAX_BYTES
        ? t('account:general.avatar.tooLarge', { max: AVATAR_MAX_KB })
        : null;
    setProblem(rejection);
    setFile(rejection ? null : picked);
  };
  return (
    <GallerySection title={t('demo.file.avatar')} description={t('demo.file.avatarNote')}>
      <Stack gap="xs">
        <Group gap="xs">
          <FileButton
            onChange={choose}
            accept={AVATAR_MIME_TYPES.join(',')}
            resetRef={resetInput}
            inputProps={{ 'aria-label': t('account:general.avatar.choose') }}
          >
            {(props) => (
              <Button size="xs" leftSection={<IconUpload size={14} aria-hidden />} {...props}>
                {t('account:general.avatar.choose')}
              </Button>
            )}
          </FileButton>
          {file && (
            <Button size="xs" variant="default" onClick={() => setFile(null)}>
              {t('account:general.avatar.reset')}
            </Button>
          )}
        </Group>
        <Text size="xs">{t('account:general.avatar.hint', { max: AVATAR_MAX_KB })}</Text>
        <Text size="sm" aria-live="polite">
          {file
            ? t('demo.file.entry', { name: file.name, size: fileSize(file.size, i18n.language) })
            : t('demo.file.noneChosen')}
        </Text>
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </GallerySection>
  );
}

/** The drag states drawn still, so they can be compared without dragging a file; then busy, disabled, refused. */
export function DropStatesSection() {
  const { t } = useTranslation(['galleryPickers', 'costs']);
  const hint = t('costs:attachments.hint', { max: COST_LIMITS.attachmentBytes / MB });
  return (
    <>
      <GallerySection title={t('demo.file.dragStates')} description={t('demo.file.dragStatesNote')}>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <Example label={t('demo.file.idle')}>
            <DropLook state="idle" title={t('demo.file.dropAttachments')} hint={hint} />
          </Example>
          <Example label={t('demo.file.accept')}>
            <DropLook state="accept" title={t('demo.file.releaseToAdd')} hint={hint} />
          </Example>
          <Example label={t('demo.file.reject')}>
            <DropLook state="reject" title={t('costs:attachments.problems.type')} hint={hint} />
          </Example>
        </SimpleGrid>
      </GallerySection>
      <GallerySection title={t('gallery:frame.states')} description={t('demo.file.statesNote')}>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <Example label={t('gallery:frame.loading')}>
            <DropLook state="idle" busy title={t('demo.file.busy')} hint={hint} />
          </Example>
          <Example label={t('gallery:frame.disabled')}>
            <DropLook state="idle" disabled title={t('demo.file.disabled')} hint={hint} />
          </Example>
          <Example label={t('gallery:frame.error')}>
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} aria-hidden />}
              title={t('demo.file.refused')}
            >
              {t('demo.file.refusedExample', {
                name: 'skan-faktury.heic',
                reason: t('costs:attachments.problems.type'),
              })}
            </Alert>
          </Example>
        </SimpleGrid>
      </GallerySection>
    </>
  );
}
