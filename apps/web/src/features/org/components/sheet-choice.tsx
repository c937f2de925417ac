import { Checkbox, NativeSelect, Stack, Text } from '@mantine/core';
import { UPLOAD_TEXT as T } from '@portal/contract/org-upload';
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
  return (
    <Stack gap={4}>
      {candidates.length > 1 && (
        <NativeSelect
          label={T.sheet}
          description={T.sheetChoice}
          data={candidates.map((c) => ({ value: String(c.sheet), label: T.sheetOption(c.name, c.dataRows, c.headingRow) }))}
          value={String(chosen.sheet)}
          onChange={(event) => onSheet(Number(event.currentTarget.value))}
        />
      )}
      <Text size="sm" data-testid="headings-at">
        {T.mapping.headingsAt(chosen.headingRow, chosen.name)}
      </Text>
      {chosen.hiddenRows > 0 && (
        <>
          <Text size="sm">{T.hidden(chosen.hiddenRows)}</Text>
          <Checkbox
            label={T.skipHidden(chosen.hiddenRows)}
            checked={skipHidden}
            onChange={(event) => onSkipHidden(event.currentTarget.checked)}
          />
        </>
      )}
    </Stack>
  );
}
