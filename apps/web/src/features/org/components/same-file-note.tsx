import { Alert } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatMoment } from '../../../lib/i18n/format.ts';
import { useLocale, useText } from '../../../lib/i18n/i18n-provider.tsx';
import { sameFileQueryOptions } from '../api/uploads.ts';
import { fileHash } from '../lib/file-hash.ts';

/** The SHA-256 of the chosen file, once computed; none without a file or Web Crypto. */
function useFileHash(file: File | null): string | undefined {
  const [hash, setHash] = useState<{ file: File; hash: string }>();
  useEffect(() => {
    if (!file) return;
    let current = true;
    fileHash(file).then(
      (h) => current && setHash({ file, hash: h }),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [file]);
  return hash && hash.file === file ? hash.hash : undefined;
}

/** In an upload dialog: "The same file was uploaded before, on … by …", when the chosen file was. */
export function SameFileNote({ file }: { file: File | null }) {
  const t = useText();
  const { locale } = useLocale();
  const hash = useFileHash(file);
  const query = useQuery({ ...sameFileQueryOptions(hash ?? ''), enabled: hash !== undefined });
  const earlier = hash !== undefined ? query.data : null;
  if (!earlier) return null;
  return (
    <Alert color="orange" icon={<IconCopy size={16} />} data-testid="same-file-note" p="xs">
      {t('uploadsHistory.sameFile', { when: formatMoment(earlier.uploadedAt, locale), name: earlier.uploadedByName })}
    </Alert>
  );
}
