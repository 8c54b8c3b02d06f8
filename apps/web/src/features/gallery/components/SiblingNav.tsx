import { Anchor, Box, Group, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';

/** The in-page list of a gallery family's pages, so a reader moves between them; titles translated. */
export function SiblingNav({ label, pages }: { label: string; pages: { path: string; title: string }[] }) {
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label={label}>
      <Text size="sm" fw={600} mb={6}>
        {label}
      </Text>
      <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {pages.map((page) => {
          const current = pathname === page.path;
          return (
            <li key={page.path}>
              <Anchor
                component={Link}
                to={page.path}
                size="sm"
                fw={current ? 700 : 400}
                underline={current ? 'always' : 'hover'}
                aria-current={current ? 'page' : undefined}
              >
                {page.title}
              </Anchor>
            </li>
          );
        })}
      </Group>
    </Box>
  );
}
