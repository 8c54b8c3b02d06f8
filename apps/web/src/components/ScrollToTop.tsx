import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec section 9: the button appears once the page is scrolled more than 250 px. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 250;

export function ScrollToTop() {
  const [scroll, scrollTo] = useWindowScroll();
  const { t } = useTranslation('common');
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={scroll.y > SCROLL_TO_TOP_THRESHOLD_PX}>
        {(style) => (
          <ActionIcon
            size="xl"
            radius="xl"
            style={style}
            aria-label={t('scrollToTop')}
            title={t('scrollToTop')}
            onClick={() => scrollTo({ y: 0 })}
          >
            <IconArrowUp size={22} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
