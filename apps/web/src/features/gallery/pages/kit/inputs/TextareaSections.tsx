import { useState } from 'react';
import { Loader, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INVOICE_LIMITS } from '@saldo/contracts/invoices';
import { SETTINGS_LIMITS, type PrintingSettings } from '@saldo/contracts/organization-settings';
import { usePrinting } from '../../../../settings/api/queries.ts';
import { QueryData } from '../../../components/ComponentFrame.tsx';
import { Example, GallerySection } from '../../../components/GalleryPage.tsx';
import { InputStatesSection, SizesSection } from './common.tsx';

export function TextareaVariants() {
  const { t } = useTranslation(['galleryInputs', 'gallery', 'invoiceForm']);
  const notes = t('invoiceForm:sections.notes');
  return (
    <GallerySection title={t('gallery:frame.variants')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {(['default', 'filled', 'unstyled'] as const).map((variant) => (
          <Example key={variant} label={`variant="${variant}"`}>
            <Textarea
              variant={variant}
              label={notes}
              placeholder={t('demo.textarea.notesPlaceholder')}
              rows={3}
            />
          </Example>
        ))}
        <Example label="autosize · minRows={2} · maxRows={6}">
          <Textarea label={notes} autosize minRows={2} maxRows={6} defaultValue={t('demo.textarea.sample')} />
        </Example>
        <Example label='resize="vertical"'>
          <Textarea label={notes} resize="vertical" rows={3} maxLength={INVOICE_LIMITS.notes} />
        </Example>
      </SimpleGrid>
    </GallerySection>
  );
}

export function TextareaSizes() {
  const { t } = useTranslation('invoiceForm');
  return (
    <SizesSection>{(size) => <Textarea size={size} rows={2} label={t('sections.notes')} />}</SizesSection>
  );
}

/** A textarea that says how much of its limit is used, as the invoice's correction reason does. */
function CountedTextarea({
  label,
  initial,
  max,
  required = false,
  hint,
}: {
  label: string;
  initial: string;
  max: number;
  required?: boolean;
  hint?: string;
}) {
  const { t } = useTranslation('galleryInputs');
  const [text, setText] = useState(initial);
  const [left, setLeft] = useState(false);
  const count = t('demo.textarea.count', { used: text.length, max });
  return (
    <Textarea
      label={label}
      required={required}
      autosize
      minRows={2}
      maxRows={8}
      maxLength={max}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={() => setLeft(true)}
      description={hint === undefined ? count : `${hint} ${count}`}
      error={required && left && text.trim() === '' ? t('demo.textarea.reasonRequired') : undefined}
    />
  );
}

function PrintingTexts({ printing }: { printing: PrintingSettings }) {
  const { t } = useTranslation(['galleryInputs', 'settings']);
  return (
    <Stack gap="md">
      <CountedTextarea
        label={t('settings:printing.notes')}
        initial={printing.notes}
        max={SETTINGS_LIMITS.notes}
        hint={t('settings:printing.notesHint')}
      />
      <CountedTextarea
        label={t('settings:printing.footer')}
        initial={printing.footer}
        max={SETTINGS_LIMITS.footer}
        hint={t('settings:printing.footerHint')}
      />
    </Stack>
  );
}

/** The organization's printed notes and footer, and the correction reason with its limit. */
export function TextareaFromSettings() {
  const { t } = useTranslation('galleryInputs');
  const printing = usePrinting();
  return (
    <GallerySection title={t('demo.textarea.settingsTitle')} description={t('demo.textarea.settingsNote')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <QueryData query={printing}>{(data) => <PrintingTexts printing={data} />}</QueryData>
        <CountedTextarea label={t('demo.textarea.reason')} initial="" max={INVOICE_LIMITS.text} required />
      </SimpleGrid>
    </GallerySection>
  );
}

export function TextareaStates() {
  const { t } = useTranslation(['galleryInputs', 'invoiceForm']);
  const notes = t('invoiceForm:sections.notes');
  return (
    <InputStatesSection
      states={{
        description: <Textarea label={notes} description={t('demo.textarea.notesHint')} rows={2} />,
        error: (
          <Textarea label={t('demo.textarea.reason')} rows={2} error={t('demo.textarea.reasonRequired')} />
        ),
        disabled: <Textarea label={notes} description={t('demo.textarea.lockedHint')} disabled rows={2} />,
        readOnly: <Textarea label={notes} readOnly rows={2} value={t('demo.textarea.sample')} />,
        required: <Textarea label={t('demo.textarea.reason')} required rows={2} />,
        loading: (
          <Textarea
            label={notes}
            description={t('demo.textarea.loadingHint')}
            aria-busy
            disabled
            rows={2}
            rightSection={<Loader size={16} aria-hidden />}
          />
        ),
      }}
    />
  );
}
