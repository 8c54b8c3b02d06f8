import { useState } from 'react';
import { ActionIcon, Button, Group, List, Slider, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronLeft, IconChevronRight, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { languageInfo } from '@saldo/i18n/languages';
import { LanguageFlag } from '../../../../components/LanguageFlag.tsx';
import { useInvoices } from '../../../invoices/api/queries.ts';
import { useKsefState } from '../../../ksef/api/queries.ts';
import { useBankAccounts } from '../../../settings/api/queries.ts';
import { useBasicTable } from '../../api/queries.ts';
import { QueryData } from '../../components/ComponentFrame.tsx';
import { GallerySection } from '../../components/GalleryPage.tsx';
import { KitFrame } from '../../components/KitFrame.tsx';
import { StatesSection } from '../../components/States.tsx';
import { AmountRangeFilter } from './extensions/AmountRangeFilter.tsx';
import {
  BankAccountsSection,
  CopyPatternsSection,
  InvoiceNumbersSection,
  KsefNumberSection,
} from './extensions/ClipboardSections.tsx';
import { DeleteModalSection, DialogKindsSection } from './extensions/DialogSections.tsx';
import { InvoiceCarousel } from './extensions/InvoiceCarousel.tsx';
import { InvoiceContextList } from './extensions/InvoiceContextList.tsx';
import { InvoiceLine } from './extensions/InvoiceLine.tsx';
import { LanguageSamples } from './extensions/LanguageSamples.tsx';
import { LanguageSwitchingSection } from './extensions/LanguageSwitchingSection.tsx';
import { useEveryLanguage } from './extensions/use-every-language.ts';
import { inOrder } from './extensions/reorder.ts';
import { PaymentTermSection, SliderLooksSection } from './extensions/SliderSections.tsx';
import { SortableList } from './extensions/SortableList.tsx';
import { ToastClosingSection, ToastKindsSection, ToastProgressSection } from './extensions/ToastSections.tsx';
import { browserClipboard } from './extensions/use-copy.ts';
import { useOpenPdf } from './extensions/use-open-pdf.ts';

/**
 * The gallery's extensions (issue 27): the app's dialogs, reordering, carousel, clipboard, context
 * menu, toasts, languages and sliders, each on the organization's own invoices and settings.
 */

export function SweetAlertPage() {
  const { t } = useTranslation('galleryExtensions');
  const query = useBasicTable();
  return (
    <KitFrame
      family="extensions"
      slug="sweet-alert"
      ready={query.data !== undefined}
      snippet={`<ConfirmDialog
  opened={opened}
  kind="danger"
  title={t('demo.dialogs.dangerTitle', { name })}
  typeToConfirm={name}
  onConfirm={remove}
  onClose={close}
>
  {t('demo.dialogs.dangerText', { invoices, nip })}
</ConfirmDialog>
<DeleteDocumentModal
  document={chosen}
  remove={useDeleteInvoice()}
  texts={texts}
  onClose={close}
/>`}
    >
      <QueryData query={query} isEmpty={(data) => data.rows.length === 0}>
        {(data) => (
          <>
            <DialogKindsSection rows={data.rows} />
            <DeleteModalSection rows={data.rows} />
          </>
        )}
      </QueryData>
      <StatesSection
        disabled={
          <Button color="red" disabled leftSection={<IconTrash size={16} aria-hidden />} w="fit-content">
            {t('demo.dialogs.deleteOpen')}
          </Button>
        }
      />
    </KitFrame>
  );
}

export function DragDropPage() {
  const { t } = useTranslation('galleryExtensions');
  const query = useBasicTable();
  const [order, setOrder] = useState<number[]>([]);
  return (
    <KitFrame
      family="extensions"
      slug="drag-drop"
      ready={query.data !== undefined}
      snippet={`<SortableList
  items={invoices}
  itemKey={(invoice) => invoice.id}
  itemLabel={(invoice) => invoice.number}
  renderItem={(invoice) => <InvoiceLine row={invoice} />}
  onReorder={(next) => setOrder(next.map((invoice) => invoice.id))}
  label={t('demo.dragDrop.listLabel')}
/>`}
    >
      <GallerySection title={t('demo.dragDrop.invoices')} description={t('demo.dragDrop.invoicesNote')}>
        <QueryData query={query} isEmpty={(data) => data.rows.length === 0}>
          {(data) => {
            const rows = inOrder(data.rows.slice(0, 6), order, (row) => row.id);
            return (
              <Stack gap="sm">
                <SortableList
                  items={rows}
                  itemKey={(row) => row.id}
                  itemLabel={(row) => row.number}
                  label={t('demo.dragDrop.listLabel')}
                  onReorder={(next) => setOrder(next.map((row) => row.id))}
                  renderItem={(row) => <InvoiceLine row={row} />}
                />
                <Button
                  size="compact-sm"
                  variant="subtle"
                  w="fit-content"
                  disabled={order.length === 0}
                  onClick={() => setOrder([])}
                >
                  {t('demo.dragDrop.reset')}
                </Button>
              </Stack>
            );
          }}
        </QueryData>
      </GallerySection>
      <StatesSection
        disabled={
          <Group gap="sm">
            <ActionIcon variant="subtle" color="gray" disabled aria-label={t('demo.dragDrop.locked')}>
              <IconGripVertical size={16} aria-hidden />
            </ActionIcon>
            <Text size="sm">{t('demo.dragDrop.locked')}</Text>
          </Group>
        }
      />
    </KitFrame>
  );
}

export function SwiperPage() {
  const { t } = useTranslation('galleryExtensions');
  const query = useBasicTable();
  return (
    <KitFrame
      family="extensions"
      slug="swiper"
      ready={query.data !== undefined}
      snippet={`<Box
  role="region"
  aria-roledescription={t('demo.swiper.carousel')}
  aria-label={t('demo.swiper.label')}
>
  <ActionIcon
    aria-label={t('demo.swiper.previous')}
    onClick={() => go(index - 1)}
  />
  <Card
    role="group"
    aria-roledescription={t('demo.swiper.slide')}
    aria-live={rotating ? 'off' : 'polite'}
  >
    …
  </Card>
</Box>`}
    >
      <GallerySection title={t('demo.swiper.invoices')} description={t('demo.swiper.note')}>
        <QueryData query={query} isEmpty={(data) => data.rows.length === 0}>
          {(data) => <InvoiceCarousel rows={data.rows.slice(0, 6)} />}
        </QueryData>
      </GallerySection>
      <StatesSection
        disabled={
          <Group>
            <ActionIcon variant="default" size="lg" disabled aria-label={t('demo.swiper.previous')}>
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="default" size="lg" disabled aria-label={t('demo.swiper.next')}>
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
        }
      />
    </KitFrame>
  );
}

export function ClipboardPage() {
  const { t } = useTranslation('galleryExtensions');
  const query = useBasicTable();
  const accounts = useBankAccounts();
  const newest = query.data?.rows[0];
  const ksef = useKsefState(newest?.id ?? 0, newest !== undefined);
  const settled = (result: { data: unknown; isError: boolean }) =>
    result.data !== undefined || result.isError;
  return (
    <KitFrame
      family="extensions"
      slug="clipboard"
      ready={query.data !== undefined && settled(accounts) && (newest === undefined || settled(ksef))}
      snippet={`const { state, copy } = useCopy();
<Button onClick={() => void copy(account.iban)}>
  {state === 'copied' ? t('demo.clipboard.copied') : t('demo.clipboard.copy')}
</Button>
{state === 'refused' && (
  <TextInput label={label} value={account.iban} readOnly />
)}`}
    >
      <QueryData query={query} isEmpty={(data) => data.rows.length === 0}>
        {(data) => (
          <>
            <InvoiceNumbersSection rows={data.rows} />
            {newest && <KsefNumberSection row={newest} ksef={ksef} />}
          </>
        )}
      </QueryData>
      <BankAccountsSection accounts={accounts} />
      {newest && <CopyPatternsSection row={newest} />}
      <StatesSection
        disabled={
          <Button size="compact-sm" variant="light" disabled w="fit-content">
            {t('demo.clipboard.copy')}
          </Button>
        }
      />
    </KitFrame>
  );
}

export function ContextMenuPage() {
  const { t } = useTranslation('galleryExtensions');
  const query = useInvoices({ perPage: 6, page: 1, sortBy: 'issuedDate', sortDesc: 'true' }, { sums: false });
  const openPdf = useOpenPdf();
  const copyNumber = (number: string) =>
    browserClipboard(number).then(
      () => notifications.show({ color: 'teal', message: t('demo.contextMenu.copied', { number }) }),
      () =>
        notifications.show({
          color: 'red',
          title: t('demo.clipboard.refusedTitle'),
          message: t('demo.contextMenu.copyRefused', { number }),
        }),
    );
  return (
    <KitFrame
      family="extensions"
      slug="context-menu"
      ready={query.data !== undefined}
      snippet={`<Menu withInitialFocusPlaceholder={false}>
  <Menu.ContextMenu>
    <ul onKeyDown={openOnShiftF10}>{rows}</ul>
  </Menu.ContextMenu>
  <Menu.Dropdown>
    <Menu.Item onClick={() => navigate(previewPath(invoice.id))}>
      {t('demo.contextMenu.open')}
    </Menu.Item>
    <Menu.Item disabled={!invoice.editable}>
      {t('demo.contextMenu.edit')}
    </Menu.Item>
  </Menu.Dropdown>
</Menu>`}
    >
      <GallerySection title={t('demo.contextMenu.invoices')} description={t('demo.contextMenu.note')}>
        <QueryData query={query} isEmpty={(data) => data.invoices.length === 0}>
          {(data) => (
            <InvoiceContextList
              invoices={data.invoices}
              label={t('demo.contextMenu.listLabel')}
              onOpenPdf={(invoice) => void openPdf(invoice)}
              onCopyNumber={(invoice) => void copyNumber(invoice.number)}
            />
          )}
        </QueryData>
      </GallerySection>
      <GallerySection title={t('demo.contextMenu.keys')}>
        <List size="sm" spacing={4}>
          <List.Item>{t('demo.contextMenu.keyOpen')}</List.Item>
          <List.Item>{t('demo.contextMenu.keyMove')}</List.Item>
          <List.Item>{t('demo.contextMenu.keyClose')}</List.Item>
        </List>
      </GallerySection>
      <StatesSection
        disabled={
          <Button variant="default" disabled w="fit-content">
            {t('demo.contextMenu.edit')}
          </Button>
        }
      />
    </KitFrame>
  );
}

export function ToastificationPage() {
  const { t } = useTranslation('galleryExtensions');
  return (
    <KitFrame
      family="extensions"
      slug="toastification"
      snippet={`// lib/form-feedback.ts
notifySaved(t);
// The server's reason, or "no connection".
reportError(error, t, form.setErrors);

const id = notifications.show({
  loading: true,
  autoClose: false,
  title,
  message,
});
notifications.update({
  id,
  loading: false,
  color: 'teal',
  autoClose: true,
  message: done,
});`}
    >
      <ToastKindsSection />
      <ToastProgressSection />
      <ToastClosingSection />
      <StatesSection
        disabled={
          <Button disabled w="fit-content">
            {t('demo.toasts.saved')}
          </Button>
        }
      />
    </KitFrame>
  );
}

export function I18nPage() {
  const { t } = useTranslation('galleryExtensions');
  const query = useBasicTable();
  const every = useEveryLanguage();
  const newest = query.data?.rows[0];
  return (
    <KitFrame
      family="extensions"
      slug="i18n"
      ready={query.data !== undefined && every.data !== undefined}
      snippet={`await loadTranslations('pl', 'galleryExtensions');
const fixedT = i18n.getFixedT('pl', 'galleryExtensions');
fixedT('demo.i18n.invoices', { count: 22 }); // "22 faktury"
new Intl.NumberFormat('pl', { style: 'currency', currency: 'PLN' })
  .format(1234.5);`}
    >
      <GallerySection title={t('demo.i18n.samples')} description={t('demo.i18n.samplesNote')}>
        <QueryData query={query} isEmpty={(data) => data.rows.length === 0}>
          {() => (
            <QueryData query={every}>
              {() => (newest ? <LanguageSamples amount={newest.grossPln} date={newest.issueDate} /> : null)}
            </QueryData>
          )}
        </QueryData>
      </GallerySection>
      <LanguageSwitchingSection />
      <StatesSection
        disabled={
          <Stack gap={4}>
            <Button
              variant="default"
              disabled
              leftSection={<LanguageFlag lng="pl" />}
              w="fit-content"
              lang="pl"
            >
              {languageInfo.pl.name}
            </Button>
            <Text size="sm">{t('demo.i18n.disabledNote')}</Text>
          </Stack>
        }
      />
    </KitFrame>
  );
}

export function SliderPage() {
  const { t } = useTranslation('galleryExtensions');
  const query = useBasicTable();
  return (
    <KitFrame
      family="extensions"
      slug="slider"
      ready={query.data !== undefined}
      snippet={`<RangeSlider
  min={0} max={top} step={10_000} minRange={10_000} marks={marks}
  label={zloty}
  thumbFromLabel={t('demo.slider.from')}
  thumbToLabel={t('demo.slider.to')}
  thumbValueText={zloty}
  onChangeEnd={setRange}
/>`}
    >
      <GallerySection title={t('demo.slider.range')} description={t('demo.slider.rangeNote')}>
        <QueryData query={query} isEmpty={(data) => data.rows.length === 0}>
          {(data) => <AmountRangeFilter rows={data.rows} />}
        </QueryData>
      </GallerySection>
      <PaymentTermSection />
      <SliderLooksSection />
      <StatesSection
        disabled={<Slider disabled defaultValue={30} thumbLabel={t('demo.slider.disabled')} />}
      />
    </KitFrame>
  );
}
