import type { ReactNode } from 'react';
import { Box, Flex } from '@mantine/core';
import { AuthChrome } from './AuthChrome.tsx';
import { AuthIllustration } from './AuthIllustration.tsx';

/**
 * Variant 2 of the auth pages: an illustration panel beside a form column. Below the md breakpoint
 * the panel is dropped, so a phone gets the form alone.
 */
export function SplitAuthLayout({ children }: { children: ReactNode }) {
  return (
    <Flex mih="100dvh">
      <Flex
        visibleFrom="md"
        flex={2}
        align="center"
        justify="center"
        p="xl"
        bg="var(--mantine-primary-color-light)"
      >
        <AuthIllustration />
      </Flex>
      <Flex flex={1} direction="column" miw={0} p={{ base: 'md', sm: 'xl' }} bg="var(--mantine-color-body)">
        <AuthChrome />
        <Flex flex={1} align="center" justify="center" py="xl">
          <Box w="100%" maw={420}>
            {children}
          </Box>
        </Flex>
      </Flex>
    </Flex>
  );
}
