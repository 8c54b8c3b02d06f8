import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Light/dark skin; Mantine keeps the choice in localStorage under 'skin'. */
export function SkinToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const skin = useComputedColorScheme('light');
  const { t } = useTranslation('common');
  const label = skin === 'dark' ? t('header.skinToLight') : t('header.skinToDark');
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      title={label}
      onClick={() => setColorScheme(skin === 'dark' ? 'light' : 'dark')}
    >
      {skin === 'dark' ? <IconSun size={20} /> : <IconMoon size={20} />}
    </ActionIcon>
  );
}
