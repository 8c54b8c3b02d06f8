import {
  Accordion,
  Button,
  Card,
  Collapse,
  Group,
  HoverCard,
  LoadingOverlay,
  Modal,
  Overlay,
  Popover,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodTableRow } from '@saldo/contracts/gallery';
import { DeleteDocumentModal, type DeleteMutation } from '../../../../components/DeleteDocumentModal.tsx';
import { useInvoiceFormat } from '../../../../lib/format.ts';
import { useBasicTable } from '../../api/queries.ts';
import { rowCurrency } from '../../components/component-data.ts';
import { ComponentFrame, QueryData } from '../../components/ComponentFrame.tsx';
import { Example, GallerySection } from '../../components/GalleryPage.tsx';
import { StatesSection } from '../../components/States.tsx';

/** An invoice's few facts, as a popover, a collapsed panel or an overlaid card shows them. */
function InvoiceFacts({ row }: { row: GoodTableRow }) {
  const { t } = useTranslation('galleryComponents');
  const format = useInvoiceFormat();
  const currency = rowCurrency(row);
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {row.number} · {row.contractorName}
      </Text>
      <Text size="sm">{t('demo.facts.issued', { date: format.date(row.issueDate) })}</Text>
      <Text size="sm">{t('demo.facts.due', { date: format.date(row.dueDate) })}</Text>
      <Text size="sm">
        {t('demo.facts.gross', { amount: format.money(row.gross, currency) })} ·{' '}
        {t('demo.facts.balance', { amount: format.money(row.balance, currency) })}
      </Text>
    </Stack>
  );
}

export function CollapsePage() {
  const { t } = useTranslation('galleryComponents');
  const query = useBasicTable();
  const [opened, setOpened] = useState(false);
  return (
    <ComponentFrame
      slug="collapse"
      ready={query.data !== undefined}
      snippet={`<Button aria-expanded={opened} aria-controls="details" onClick={toggle}>{t('demo.collapse.show')}</Button>
<Collapse expanded={opened} id="details">…</Collapse>`}
    >
      <GallerySection title={t('gallery:frame.variants')} description={t('demo.collapse.note')}>
        <QueryData query={query} isEmpty={(data) => data.rows.length === 0}>
          {(data) => (
            <Stack>
              <Example label="Collapse">
                <Button
                  variant="light"
                  w="fit-content"
                  aria-expanded={opened}
                  aria-controls="gallery-collapse-details"
                  onClick={() => setOpened((value) => !value)}
                >
                  {opened ? t('demo.collapse.hide') : t('demo.collapse.show')}
                </Button>
                <Collapse expanded={opened} id="gallery-collapse-details">
                  {data.rows[0] && <InvoiceFacts row={data.rows[0]} />}
                </Collapse>
              </Example>
              {(['default', 'contained', 'separated'] as const).map((variant) => (
                <Example key={variant} label={`Accordion variant="${variant}"`}>
                  <Accordion variant={variant}>
                    {data.rows.slice(0, 3).map((row) => (
                      <Accordion.Item key={row.id} value={String(row.id)}>
                        <Accordion.Control>{row.number}</Accordion.Control>
                        <Accordion.Panel>
                          <InvoiceFacts row={row} />
                        </Accordion.Panel>
                      </Accordion.Item>
                    ))}
                  </Accordion>
                </Example>
              ))}
            </Stack>
          )}
        </QueryData>
      </GallerySection>
      <StatesSection
        disabled={
          <Accordion>
            <Accordion.Item value="off">
              <Accordion.Control disabled>{t('demo.collapse.unavailable')}</Accordion.Control>
              <Accordion.Panel>{t('demo.collapse.unavailable')}</Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        }
      />
    </ComponentFrame>
  );
}

/** The gallery's delete: the dialog as documents use it, with a request that deletes nothing. */
function useDemoDelete(onDone: () => void): DeleteMutation {
  const [isPending, setPending] = useState(false);
  return {
    mutate: (_id, options) => {
      setPending(true);
      window.setTimeout(() => {
        setPending(false);
        options.onSuccess();
        onDone();
      }, 600);
    },
    reset: () => setPending(false),
    error: null,
    isPending,
  };
}

export function ModalPage() {
  const { t } = useTranslation('galleryComponents');
  const query = useBasicTable();
  const [size, setSize] = useState<'sm' | 'md' | 'lg' | 'xl' | null>(null);
  const [centered, setCentered] = useState(false);
  const [target, setTarget] = useState<GoodTableRow | null>(null);
  const remove = useDemoDelete(() => setTarget(null));
  const first = query.data?.rows[0];
  return (
    <ComponentFrame
      slug="modal"
      ready={query.data !== undefined}
      snippet={`<DeleteDocumentModal document={toDelete} remove={useDeleteInvoice()} texts={deleteTexts}
  onClose={() => setToDelete(null)} />`}
    >
      <GallerySection title={t('gallery:frame.variants')} description={t('demo.modal.note')}>
        <Group>
          <Button variant="default" onClick={() => setCentered(true)}>
            {t('demo.modal.centered')}
          </Button>
          <Button color="red" disabled={!first} onClick={() => setTarget(first ?? null)}>
            {t('demo.modal.delete')}
          </Button>
        </Group>
      </GallerySection>
      <GallerySection title={t('gallery:frame.sizes')}>
        <Group>
          {(['sm', 'md', 'lg', 'xl'] as const).map((value) => (
            <Button key={value} variant="default" onClick={() => setSize(value)}>
              size=&quot;{value}&quot;
            </Button>
          ))}
        </Group>
      </GallerySection>
      <Modal
        opened={size !== null}
        onClose={() => setSize(null)}
        size={size ?? 'md'}
        title={t('demo.modal.title')}
        closeButtonProps={{ 'aria-label': t('demo.close') }}
      >
        <Stack>
          <Text size="sm">{t('demo.modal.body')}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setSize(null)}>{t('demo.close')}</Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={centered}
        onClose={() => setCentered(false)}
        centered
        title={t('demo.modal.title')}
        closeButtonProps={{ 'aria-label': t('demo.close') }}
      >
        {first ? <InvoiceFacts row={first} /> : <Text size="sm">{t('gallery:frame.noData')}</Text>}
      </Modal>
      <DeleteDocumentModal
        document={target}
        remove={remove}
        onClose={() => setTarget(null)}
        texts={{
          title: t('demo.modal.deleteTitle'),
          question: t('demo.modal.deleteQuestion', { number: target?.number ?? '' }),
          done: t('demo.modal.deleteDone'),
          keep: t('demo.modal.keep'),
          confirm: t('demo.delete'),
          network: t('demo.modal.network'),
        }}
      />
      <StatesSection
        disabled={
          <Stack gap={4}>
            <Button color="red" disabled w="fit-content">
              {t('demo.modal.delete')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('demo.modal.lockedNote')}
            </Text>
          </Stack>
        }
      />
    </ComponentFrame>
  );
}

export function OverlayPage() {
  const { t } = useTranslation('galleryComponents');
  const query = useBasicTable();
  const [loading, setLoading] = useState(true);
  return (
    <ComponentFrame
      slug="overlay"
      ready={query.data !== undefined}
      snippet={`<Box pos="relative">
  <LoadingOverlay visible={query.isFetching} overlayProps={{ blur: 1 }} />
  <InvoiceTable rows={query.data.rows} />
</Box>`}
    >
      <GallerySection title={t('gallery:frame.variants')} description={t('demo.overlay.note')}>
        <QueryData query={query} isEmpty={(data) => data.rows.length === 0}>
          {(data) => (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Example label="LoadingOverlay">
                <Card withBorder pos="relative" aria-busy={loading}>
                  <LoadingOverlay
                    visible={loading}
                    overlayProps={{ blur: 1 }}
                    loaderProps={{ 'aria-label': t('common:loading'), role: 'status' }}
                  />
                  {data.rows[0] && <InvoiceFacts row={data.rows[0]} />}
                </Card>
                <Button size="xs" variant="light" w="fit-content" onClick={() => setLoading((v) => !v)}>
                  {loading ? t('demo.overlay.hide') : t('demo.overlay.show')}
                </Button>
              </Example>
              <Example label="Overlay">
                <Card withBorder pos="relative" mih={120}>
                  {data.rows[1] && (
                    <div aria-hidden>
                      <InvoiceFacts row={data.rows[1]} />
                    </div>
                  )}
                  <Overlay color="#000" backgroundOpacity={0.75} center zIndex={1}>
                    <Text c="white" fw={600}>
                      {t('demo.overlay.locked')}
                    </Text>
                  </Overlay>
                </Card>
              </Example>
            </SimpleGrid>
          )}
        </QueryData>
      </GallerySection>
      <StatesSection
        disabled={
          <Card withBorder pos="relative" mih={80}>
            <Overlay color="#000" backgroundOpacity={0.75} center zIndex={1}>
              <Text c="white" size="sm">
                {t('demo.overlay.locked')}
              </Text>
            </Overlay>
          </Card>
        }
      />
    </ComponentFrame>
  );
}

const POSITIONS = ['top', 'right', 'bottom', 'left'] as const;

export function PopoverPage() {
  const { t } = useTranslation('galleryComponents');
  const query = useBasicTable();
  return (
    <ComponentFrame
      slug="popover"
      ready={query.data !== undefined}
      snippet={`<Popover withArrow position="bottom" shadow="md">
  <Popover.Target><Button variant="subtle">{invoice.number}</Button></Popover.Target>
  <Popover.Dropdown><InvoiceFacts row={invoice} /></Popover.Dropdown>
</Popover>`}
    >
      <GallerySection title={t('gallery:frame.variants')} description={t('demo.popover.note')}>
        <QueryData query={query} isEmpty={(data) => data.rows.length === 0}>
          {(data) => (
            <Group>
              {POSITIONS.map((position, index) => {
                const row = data.rows[index % data.rows.length];
                if (!row) return null;
                return (
                  <Popover key={position} position={position} withArrow shadow="md">
                    <Popover.Target>
                      <Button variant="default">
                        {row.number} ({position})
                      </Button>
                    </Popover.Target>
                    <Popover.Dropdown>
                      <InvoiceFacts row={row} />
                    </Popover.Dropdown>
                  </Popover>
                );
              })}
              {data.rows[0] && (
                <HoverCard withArrow shadow="md" openDelay={200}>
                  <HoverCard.Target>
                    <Button variant="subtle">{t('demo.popover.hover')}</Button>
                  </HoverCard.Target>
                  <HoverCard.Dropdown>
                    <InvoiceFacts row={data.rows[0]} />
                  </HoverCard.Dropdown>
                </HoverCard>
              )}
            </Group>
          )}
        </QueryData>
      </GallerySection>
      <StatesSection
        disabled={
          <Popover disabled>
            <Popover.Target>
              <Button variant="default" disabled>
                {t('demo.popover.details')}
              </Button>
            </Popover.Target>
            <Popover.Dropdown>{t('demo.popover.details')}</Popover.Dropdown>
          </Popover>
        }
      />
    </ComponentFrame>
  );
}

export function TooltipPage() {
  const { t } = useTranslation('galleryComponents');
  return (
    <ComponentFrame
      slug="tooltip"
      snippet={`<Tooltip label={t('gallery:cards.actions.refresh')} withArrow>
  <ActionIcon aria-label={t('gallery:cards.actions.refresh')}><IconRefresh aria-hidden /></ActionIcon>
</Tooltip>`}
    >
      <GallerySection title={t('gallery:frame.variants')} description={t('demo.tooltip.note')}>
        <Group>
          {POSITIONS.map((position) => (
            <Tooltip key={position} label={t('demo.tooltip.label')} position={position} withArrow>
              <Button variant="default">{position}</Button>
            </Tooltip>
          ))}
          <Tooltip label={t('demo.tooltip.long')} multiline w={240} withArrow>
            <Button variant="light">multiline</Button>
          </Tooltip>
          <Tooltip label={t('demo.tooltip.label')} color="indigo" withArrow>
            <Button variant="light">color=&quot;indigo&quot;</Button>
          </Tooltip>
        </Group>
      </GallerySection>
      <StatesSection
        disabled={
          <Tooltip label={t('demo.tooltip.whyDisabled')} withArrow>
            {/* A disabled button gets no pointer events: the tooltip goes on a wrapper that does. */}
            <span tabIndex={0} style={{ display: 'inline-block', width: 'fit-content' }}>
              <Button disabled style={{ pointerEvents: 'none' }}>
                {t('demo.send')}
              </Button>
            </span>
          </Tooltip>
        }
      />
    </ComponentFrame>
  );
}
