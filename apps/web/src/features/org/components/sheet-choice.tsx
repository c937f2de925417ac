import { Checkbox, NativeSelect, Stack, Text } from '@mantine/core';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import type { SheetCandidate } from '../lib/sheet-layout.ts';

interface SheetChoiceProps {
  chosen: SheetCandidate;
  candidates: SheetCandidate[];
  onSheet: (sheet: number) => void;
  skipHidden: boolean;
  onSkipHidden: (skip: boolean) => void;
}

/**
 * Where the rows were found: the sheet (asked when more than one could hold them), the heading row,
 * and the hidden rows below it, which the office may leave out.
 */
export function SheetChoice({ chosen, candidates, onSheet, skipHidden, onSkipHidden }: SheetChoiceProps) {
  const t = useText();
  return (
    <Stack gap={4}>
      {candidates.length > 1 && (
        <NativeSelect
          label={t('upload.sheet')}
          description={t('upload.sheetChoice')}
          data={candidates.map((c) => ({
            value: String(c.sheet),
            label: t('upload.sheetOption', { name: c.name, rows: c.dataRows, headingRow: c.headingRow }),
          }))}
          value={String(chosen.sheet)}
          onChange={(event) => onSheet(Number(event.currentTarget.value))}
        />
      )}
      <Text size="sm" data-testid="headings-at">
        {t('upload.mapping.headingsAt', { row: chosen.headingRow, sheet: chosen.name })}
      </Text>
      {chosen.hiddenRows > 0 && (
        <>
          <Text size="sm">{t('upload.hidden', { count: chosen.hiddenRows })}</Text>
          <Checkbox
            label={t('upload.skipHidden', { count: chosen.hiddenRows })}
            checked={skipHidden}
            onChange={(event) => onSkipHidden(event.currentTarget.checked)}
          />
        </>
      )}
    </Stack>
  );
}
