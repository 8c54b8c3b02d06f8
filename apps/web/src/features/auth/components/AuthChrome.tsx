import { Group } from '@mantine/core';
import { BrandMark } from '../../../components/BrandMark.tsx';
// The navbar's language menu, reused: the auth pages have no navbar but must switch language too.
import { LanguageMenu } from '../../../components/LanguageMenu.tsx';

/** The top row of both auth layouts: the product mark and the language switch. */
export function AuthChrome() {
  return (
    <Group justify="space-between" wrap="nowrap">
      <BrandMark />
      <LanguageMenu />
    </Group>
  );
}
