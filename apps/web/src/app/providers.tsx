import { createTheme, FileInput, MantineProvider, Modal } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { SHELL_TEXT } from '@portal/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageTitleProvider } from '../lib/page-title.tsx';
import { SessionProvider } from '../lib/session-provider.tsx';

const theme = createTheme({
  primaryColor: 'green',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Kannada", "DejaVu Sans", sans-serif',
  // every × button gets a name for screen readers: dialogs (those of @mantine/modals too) and file fields
  components: {
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': SHELL_TEXT.close } } }),
    FileInput: FileInput.extend({ defaultProps: { clearButtonProps: { 'aria-label': SHELL_TEXT.clear } } }),
  },
});

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications />
          <SessionProvider>
            <PageTitleProvider>{children}</PageTitleProvider>
          </SessionProvider>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
