import { useEffect, useRef } from 'react';
import { Code, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface Outgoing {
  /** The method and path the real form sends to, e.g. 'PUT /api/organization/company'. */
  request: string;
  body: unknown;
}

/** What a gallery form would have sent: the gallery never writes, it shows the request instead. */
export function WouldSend({ outgoing }: { outgoing: Outgoing | null }) {
  const { t } = useTranslation('galleryForms');
  const box = useRef<HTMLDivElement>(null);
  // A long form's request appears below its fields: bring it into view, as a saved form shows a toast.
  useEffect(() => {
    if (outgoing !== null) box.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [outgoing]);
  return (
    <Stack gap={6} aria-live="polite" ref={box}>
      <Text size="sm" fw={600}>
        {t('demo.wouldSend.title')}
      </Text>
      {outgoing === null ? (
        <Text size="sm">{t('demo.wouldSend.nothing')}</Text>
      ) : (
        <>
          <Text size="sm">
            <Code>{outgoing.request}</Code> {t('demo.wouldSend.notSent')}
          </Text>
          {/* Wrapped, not scrolled: a scrolling block would need a keyboard stop of its own. */}
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {JSON.stringify(outgoing.body, null, 2)}
          </Code>
        </>
      )}
    </Stack>
  );
}
