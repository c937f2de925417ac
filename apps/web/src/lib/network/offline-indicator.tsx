import { Badge, Box } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useText } from '../i18n/i18n-provider.tsx';
import { useOnline } from './use-online.ts';

/**
 * Shown on every page, the login page too, while the browser is offline. The live region is always
 * there so that screen readers announce the text when it appears. A slim tab hanging from the top
 * edge, above the header's title and a dialog's fields, that lets clicks through to what is under it.
 */
export function OfflineIndicator() {
  const t = useText();
  const online = useOnline();
  return (
    <Box
      role="status"
      aria-live="polite"
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 1000, display: 'flex', justifyContent: 'center', pointerEvents: 'none' }}
    >
      {!online && (
        <Badge
          size="sm"
          color="dark"
          leftSection={<IconWifiOff size={12} aria-hidden />}
          tt="none"
          // Kannada's vowel signs rise above a Latin line: the badge grows to hold them, never cuts them
          styles={{
            root: { height: 'auto', paddingBlock: 2, borderTopLeftRadius: 0, borderTopRightRadius: 0 },
            label: { overflow: 'visible', lineHeight: 1.6 },
          }}
        >
          {t('network.offline')}
        </Badge>
      )}
    </Box>
  );
}
