import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Card,
  Group,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GoodTableRow } from '@saldo/contracts/gallery';
import type { InvoiceDisplayStatus } from '@saldo/contracts/invoices';
import { InvoiceStatusBadge } from '../../../../../components/InvoiceStatusBadge.tsx';
import { useInvoiceFormat } from '../../../../../lib/format.ts';
import { rowCurrency, wrapIndex } from '../../../components/component-data.ts';

/** How long a slide stays while the carousel rotates; long enough to read a card. */
const ROTATION_MS = 5000;
/** A horizontal pointer move this long (px) is a swipe, not a click. */
const SWIPE_PX = 50;

/**
 * The newest invoices, one card a slide (WAI-ARIA APG carousel): named previous and next buttons, a
 * dot per slide, the arrow keys, a swipe on touch screens, and a rotation the user starts and stops
 * that also pauses while the pointer or the focus is inside. While it rotates the slide is not a
 * live region (a screen reader would talk every few seconds); stopped, a change is announced.
 */
export function InvoiceCarousel({ rows }: { rows: readonly GoodTableRow[] }) {
  const { t } = useTranslation('galleryExtensions');
  const format = useInvoiceFormat();
  const [current, setCurrent] = useState(0);
  const [rotating, setRotating] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const swipeFrom = useRef<number | null>(null);
  const count = rows.length;
  const index = wrapIndex(current, count);
  const row = rows[index];
  const paused = hovered || focused;

  useEffect(() => {
    if (!rotating || paused || count < 2) return;
    const timer = window.setInterval(() => setCurrent((value) => value + 1), ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [rotating, paused, count]);

  const go = (to: number) => setCurrent(wrapIndex(to, count));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null) return;
    const moved = event.clientX - from;
    if (Math.abs(moved) >= SWIPE_PX) go(moved < 0 ? index + 1 : index - 1);
  };

  if (row === undefined) return null;
  return (
    <Box
      role="region"
      aria-roledescription={t('demo.swiper.carousel')}
      aria-label={t('demo.swiper.label')}
      onKeyDown={onKeyDown}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      // The rotation button is the one control whose focus does not pause: it was just pressed to start.
      onFocus={(event) =>
        setFocused(!(event.target instanceof HTMLElement && 'rotationControl' in event.target.dataset))
      }
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <Group justify="space-between" mb="xs">
        <Button
          size="xs"
          variant="light"
          disabled={count < 2}
          leftSection={
            rotating ? <IconPlayerPause size={14} aria-hidden /> : <IconPlayerPlay size={14} aria-hidden />
          }
          onClick={() => setRotating((value) => !value)}
          data-rotation-control
        >
          {rotating ? t('demo.swiper.stop') : t('demo.swiper.start')}
        </Button>
        {rotating && paused && <Text size="sm">{t('demo.swiper.paused')}</Text>}
      </Group>
      <Group wrap="nowrap" align="stretch">
        <ActionIcon
          variant="default"
          size="lg"
          style={{ alignSelf: 'center' }}
          aria-label={t('demo.swiper.previous')}
          onClick={() => go(index - 1)}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Card
          withBorder
          radius="md"
          style={{ flex: 1, touchAction: 'pan-y', userSelect: 'none' }}
          role="group"
          aria-roledescription={t('demo.swiper.slide')}
          aria-label={t('demo.swiper.slideOf', { n: index + 1, count })}
          aria-live={rotating ? 'off' : 'polite'}
          onPointerDown={(event: PointerEvent) => {
            swipeFrom.current = event.clientX;
          }}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeFrom.current = null;
          }}
        >
          <Stack gap={6}>
            <Group justify="space-between" wrap="wrap">
              <Title order={3} fz="lg">
                {row.number}
              </Title>
              <InvoiceStatusBadge
                status={row.status as InvoiceDisplayStatus}
                balance={row.balance}
                currency={rowCurrency(row)}
                dueDate={row.dueDate}
              />
            </Group>
            <Text size="sm">
              {row.contractorName}
              {row.contractorCity ? ` · ${row.contractorCity}` : ''}
            </Text>
            <Text fw={700} fz="xl">
              {format.money(row.gross, rowCurrency(row))}
            </Text>
            <Text size="sm">
              {t('demo.swiper.dates', { issued: format.date(row.issueDate), due: format.date(row.dueDate) })}
            </Text>
            <Anchor component={Link} to={`/apps/invoice/preview/${row.id}`} size="sm" w="fit-content">
              {t('demo.swiper.open', { number: row.number })}
            </Anchor>
          </Stack>
        </Card>
        <ActionIcon
          variant="default"
          size="lg"
          style={{ alignSelf: 'center' }}
          aria-label={t('demo.swiper.next')}
          onClick={() => go(index + 1)}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <Group justify="center" gap={4} mt="sm">
        {rows.map((slide, dot) => (
          // The target is 24 px (WCAG 2.5.8); the dot drawn inside it is smaller.
          <UnstyledButton
            key={slide.id}
            aria-label={t('demo.swiper.goTo', { n: dot + 1, count, number: slide.number })}
            aria-current={dot === index ? 'true' : undefined}
            onClick={() => go(dot)}
            w={dot === index ? 32 : 24}
            h={24}
            display="flex"
            style={{ alignItems: 'center', justifyContent: 'center', borderRadius: 12 }}
          >
            <Box
              w={dot === index ? 24 : 10}
              h={10}
              bg={dot === index ? 'indigo.6' : 'gray.6'}
              style={{ borderRadius: 5 }}
            />
          </UnstyledButton>
        ))}
      </Group>
    </Box>
  );
}
