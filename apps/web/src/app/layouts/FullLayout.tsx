import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { ScrollToTop } from '../../components/ScrollToTop.tsx';

/** No chrome at all: login, register, the miscellaneous pages, 404. */
export function FullLayout() {
  return (
    <>
      <Box component="main" id="main-content" mih="100vh">
        <Outlet />
      </Box>
      <ScrollToTop />
    </>
  );
}
