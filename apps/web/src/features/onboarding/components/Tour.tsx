import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Box, Button, CloseButton, FocusTrap, Group, Paper, Portal, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { findTarget, placeCard, TOUR_STOPS, type Placement } from '../tour-steps.ts';

const CARD_WIDTH = 320;
const Z_INDEX = 400;

/**
 * The first-login tour (issue 27): one card per stop beside the thing it explains, the rest of the
 * page dimmed. A dialog of its own rather than a tour library: it keeps focus inside (Tab, then Esc
 * closes), names itself by the step's title, gives focus back where it was, and adds nothing to the
 * main chunks (it is loaded only when it runs).
 */
export default function Tour({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['onboarding', 'common']);
  const [index, setIndex] = useState(0);
  const [rect, setRect] = useState<DOMRect | null>(null);
  const [place, setPlace] = useState<Placement | null>(null);
  const card = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  const stop = TOUR_STOPS[index] ?? TOUR_STOPS[0];
  const last = index === TOUR_STOPS.length - 1;

  // Focus goes back to where it was (the user menu, the gallery's button) when the tour ends.
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => before?.focus();
  }, []);

  const measure = useCallback(() => {
    if (!stop) return;
    const target = findTarget(stop, (key) => t(`common:nav.${key}`));
    const targetRect = target?.getBoundingClientRect() ?? null;
    setRect(targetRect);
    const size = card.current?.getBoundingClientRect();
    setPlace(
      placeCard(
        targetRect,
        { width: size?.width ?? CARD_WIDTH, height: size?.height ?? 200 },
        { width: window.innerWidth, height: window.innerHeight },
      ),
    );
  }, [stop, t]);

  useLayoutEffect(() => {
    if (!stop) return;
    findTarget(stop, (key) => t(`common:nav.${key}`))?.scrollIntoView({ block: 'nearest' });
    // Measured in the next frame: the card has its size and the scroll has happened by then.
    const frame = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(frame);
  }, [stop, t, measure]);

  useEffect(() => {
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [measure]);

  if (!stop) return null;
  const pad = 4;
  return (
    <Portal>
      <Box
        aria-hidden
        onClick={onClose}
        pos="fixed"
        style={{ inset: 0, zIndex: Z_INDEX, background: rect ? 'transparent' : 'rgba(0, 0, 0, 0.45)' }}
      />
      {rect && (
        // The highlighted element: a hole in the dimmed page, drawn by the ring's huge shadow.
        <Box
          aria-hidden
          pos="fixed"
          style={{
            zIndex: Z_INDEX,
            top: rect.top - pad,
            left: rect.left - pad,
            width: rect.width + 2 * pad,
            height: rect.height + 2 * pad,
            borderRadius: 8,
            boxShadow: '0 0 0 3px var(--mantine-primary-color-filled), 0 0 0 9999px rgba(0, 0, 0, 0.45)',
            pointerEvents: 'none',
          }}
        />
      )}
      <FocusTrap active>
        <Paper
          ref={card}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={textId}
          data-testid="tour"
          shadow="lg"
          radius="md"
          withBorder
          p="md"
          w={CARD_WIDTH}
          maw="calc(100vw - 24px)"
          pos="fixed"
          style={{
            zIndex: Z_INDEX + 1,
            top: place?.top ?? 0,
            left: place?.left ?? 0,
            visibility: place ? 'visible' : 'hidden',
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              onClose();
            }
          }}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
            <Title order={2} size="h5" id={titleId}>
              {t(`tour.stops.${stop.id}.title`)}
            </Title>
            <CloseButton aria-label={t('tour.close')} onClick={onClose} />
          </Group>
          <Text size="sm" id={textId}>
            {t(`tour.stops.${stop.id}.text`)}
          </Text>
          <Group justify="space-between" mt="md" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {t('tour.progress', { current: index + 1, total: TOUR_STOPS.length })}
            </Text>
            <Group gap="xs" wrap="nowrap">
              {index > 0 && (
                <Button variant="default" size="xs" onClick={() => setIndex(index - 1)}>
                  {t('tour.back')}
                </Button>
              )}
              <Button size="xs" data-autofocus onClick={() => (last ? onClose() : setIndex(index + 1))}>
                {last ? t('tour.finish') : t('tour.next')}
              </Button>
            </Group>
          </Group>
        </Paper>
      </FocusTrap>
    </Portal>
  );
}
