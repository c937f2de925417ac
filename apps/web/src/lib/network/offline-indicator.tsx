import { Badge, Box } from '@mantine/core';
import { NETWORK_TEXT } from '@portal/contract/network-text';
import { IconWifiOff } from '@tabler/icons-react';
import { useOnline } from './use-online.ts';

/**
 * Shown on every page, the login page too, while the browser is offline. The live region is always
 * there so that screen readers announce the text when it appears. It floats over the top of the
 * page and lets clicks through, so nothing under it is out of reach.
 */
export function OfflineIndicator() {
  const online = useOnline();
  return (
    <Box
      role="status"
      aria-live="polite"
      pos="fixed"
      top={8}
      left={0}
      right={0}
      style={{ zIndex: 1000, display: 'flex', justifyContent: 'center', pointerEvents: 'none' }}
    >
      {!online && (
        <Badge size="lg" color="dark" radius="xl" leftSection={<IconWifiOff size={16} aria-hidden />} tt="none">
          {NETWORK_TEXT.offline}
        </Badge>
      )}
    </Box>
  );
}
