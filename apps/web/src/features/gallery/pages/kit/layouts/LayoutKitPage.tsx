import { Container } from '@mantine/core';
import { useLayoutOverride } from '../../../../../lib/layout-override.ts';
import { KitFrame } from '../../../components/KitFrame.tsx';
import { LAYOUT_PRESETS, type LayoutSlug } from './layout-presets.ts';
import { LayoutNow } from './LayoutNow.tsx';
import { LayoutSettings } from './LayoutSettings.tsx';
import { LayoutWayBack } from './LayoutWayBack.tsx';

/**
 * One page layout: the shell switches into it while the page is open (nothing saved), the page says
 * what changed, which customizer settings give it for good, and how to leave when there is no menu.
 */
export function LayoutKitPage({ slug, snippet }: { slug: LayoutSlug; snippet: string }) {
  const preset = LAYOUT_PRESETS[slug];
  useLayoutOverride(preset.override);
  const frame = (
    <KitFrame family="layouts" slug={slug} snippet={snippet}>
      <LayoutNow slug={slug} />
      {preset.withoutMenu && <LayoutWayBack slug={slug} />}
      <LayoutSettings slug={slug} />
    </KitFrame>
  );
  // Without a shell there is no content padding: the page brings its own, as the sign-in page does.
  return preset.override.blank ? (
    <Container size="xl" py="xl">
      {frame}
    </Container>
  ) : (
    frame
  );
}
