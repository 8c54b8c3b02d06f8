import type { ReactNode } from 'react';
import {
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Title,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The frame every gallery page shares: the component's name, when the app uses it, the preview skin,
 * the page's own sections (variants, sizes, states) and a usage snippet to copy. A later gallery page
 * only adds its content.
 */
export function GalleryPage({
  title,
  whenUsed,
  snippet,
  nav,
  children,
}: {
  title: string;
  whenUsed: string;
  snippet: string;
  /** The list of the page's siblings, under the snippet. */
  nav?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('gallery');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1} fz={26}>
            {title}
          </Title>
          <Text c="dimmed" maw={760}>
            <Text span fw={600} c="var(--mantine-color-text)">
              {t('frame.whenUsed')}:{' '}
            </Text>
            {whenUsed}
          </Text>
        </div>
        <SkinSwitch />
      </Group>
      {children}
      <UsageSnippet code={snippet} />
      {nav}
    </Stack>
  );
}

/**
 * The preview's skin is the app's skin (Mantine keeps one colour scheme per document, and the
 * dropdowns a component opens render outside the page), so the switch changes both, as the header does.
 */
function SkinSwitch() {
  const { t } = useTranslation('gallery');
  const { setColorScheme } = useMantineColorScheme();
  const skin = useComputedColorScheme('light');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="gallery-skin-label">
        {t('frame.skin')}
      </Text>
      <SegmentedControl
        aria-labelledby="gallery-skin-label"
        value={skin}
        onChange={(value) => setColorScheme(value === 'dark' ? 'dark' : 'light')}
        data={[
          { value: 'light', label: t('frame.light') },
          { value: 'dark', label: t('frame.dark') },
        ]}
      />
    </Stack>
  );
}

/** One part of a gallery page: variants, sizes, states, or a demo of its own. */
export function GallerySection({
  title,
  description,
  stickyContent = false,
  children,
}: {
  title: string;
  description?: string;
  /**
   * A Card clips its content (overflow: hidden), which turns a sticky footer inside it into a static
   * one; a section showing one lets its content overflow.
   */
  stickyContent?: boolean;
  children: ReactNode;
}) {
  return (
    <Card
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={title}
      style={stickyContent ? { overflow: 'visible' } : undefined}
    >
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Card>
  );
}

/** A labelled example inside a section (one variant, size or state). */
export function Example({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

export function UsageSnippet({ code }: { code: string }) {
  const { t } = useTranslation('gallery');
  return (
    <GallerySection title={t('frame.usage')}>
      <Code block>{code}</Code>
      <CopyButton value={code}>
        {({ copied, copy }) => (
          <Button
            size="xs"
            variant="light"
            onClick={copy}
            leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            w="fit-content"
          >
            {copied ? t('frame.copied') : t('frame.copy')}
          </Button>
        )}
      </CopyButton>
    </GallerySection>
  );
}
