import { useEffect, useRef } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { languageInfo, languages, type Language } from '@saldo/i18n/languages';
import { changeLanguage } from '../lib/i18n.ts';
import { LanguageFlag } from './LanguageFlag.tsx';

/**
 * The language menu itself (Mantine's Menu and its floating positioning), loaded the first time the
 * switcher is pointed at, focused or pressed (LanguageMenu.tsx). `opened` opens it at once, for the
 * press that asked for it; the button then keeps the focus it had.
 */
export default function LanguageMenuOpen({
  current,
  label,
  opened,
}: {
  current: Language;
  label: string;
  opened: boolean;
}) {
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (opened) target.current?.focus();
  }, [opened]);
  return (
    <Menu position="bottom-end" width={180} loop defaultOpened={opened}>
      <Menu.Target>
        <ActionIcon ref={target} variant="subtle" color="gray" size="lg" aria-label={label} title={label}>
          <LanguageFlag lng={current} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {languages.map((lng) => (
          <Menu.Item
            key={lng}
            lang={lng}
            leftSection={<LanguageFlag lng={lng} />}
            rightSection={lng === current ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={lng === current ? 'true' : undefined}
            onClick={() => void changeLanguage(lng)}
          >
            {languageInfo[lng].name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
