import type { ReactNode } from 'react';
import { Box, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { BrandLogo } from './BrandLogo.tsx';

interface MiscPageProps {
  icon: Icon;
  color?: string;
  title: string;
  text: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** Shows the brand above the message (full-layout pages have no other header). */
  withBrand?: boolean;
  children?: ReactNode;
}

/** The look shared by the miscellaneous pages (404, not authorized, errors, coming soon…). */
export function MiscPage({
  icon: IconComponent,
  color = 'indigo',
  title,
  text,
  actions,
  withBrand,
  children,
}: MiscPageProps) {
  return (
    <Center mih={withBrand ? '100vh' : '60vh'} p="md">
      <Stack align="center" gap="lg" maw={560} ta="center">
        {withBrand && <BrandLogo />}
        <ThemeIcon size={88} radius="xl" variant="light" color={color} aria-hidden>
          <IconComponent size={48} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {text}
        </Text>
        {children && <Box w="100%">{children}</Box>}
        {actions}
      </Stack>
    </Center>
  );
}
