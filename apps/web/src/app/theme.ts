import { createTheme, FileInput, Modal } from '@mantine/core';
import { SHELL_TEXT } from '@portal/contract/messages';

export const theme = createTheme({
  primaryColor: 'green',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Kannada", "DejaVu Sans", sans-serif',
  // every × button gets a name for screen readers: dialogs (those of @mantine/modals too) and file fields
  components: {
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': SHELL_TEXT.close } } }),
    FileInput: FileInput.extend({ defaultProps: { clearButtonProps: { 'aria-label': SHELL_TEXT.clear } } }),
  },
});
