import type { ReactNode } from 'react';
import { Box, Center, Paper } from '@mantine/core';
import { AuthChrome } from './AuthChrome.tsx';

/** Variant 1 of the auth pages: the form in a card in the middle of the screen. */
export function CenteredAuthLayout({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh" p="md" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <Center mih="calc(100dvh - 2 * var(--mantine-spacing-md))">
        <Paper withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
          <Box mb="lg">
            <AuthChrome />
          </Box>
          {children}
        </Paper>
      </Center>
    </Box>
  );
}
