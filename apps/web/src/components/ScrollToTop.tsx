import { useEffect, useState } from 'react';
import { ActionIcon, Affix, Transition } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec section 9: the button appears once the page is scrolled more than 250 px. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 250;

/**
 * Whether the window is scrolled past `threshold`, read when it scrolls. Not Mantine's
 * useWindowScroll: that reads the position as it mounts, which forces a layout of the freshly made
 * page inside React's commit (issue 18: 20 ms at 1x on every first load, in the longest task); a page
 * starts at the top, and a restored scroll position fires a scroll event.
 */
function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setPast(window.scrollY > threshold));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return past;
}

export function ScrollToTop() {
  const scrolled = useScrolledPast(SCROLL_TO_TOP_THRESHOLD_PX);
  const { t } = useTranslation('common');
  return (
    // In place, not in a portal: a portal mounts with a synchronous second render inside the page's
    // first commit (issue 18), and a fixed element needs none.
    <Affix position={{ bottom: 24, right: 24 }} withinPortal={false}>
      <Transition transition="slide-up" mounted={scrolled}>
        {(style) => (
          <ActionIcon
            size="xl"
            radius="xl"
            style={style}
            aria-label={t('scrollToTop')}
            title={t('scrollToTop')}
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <IconArrowUp size={22} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
