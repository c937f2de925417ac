import { Alert, Checkbox, NativeSelect, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { BeneficiaryUploadField } from '@portal/contract/org-upload';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { encodeColumn } from '../lib/column-letters.ts';
import { BENEFICIARY_TEMPLATE, TEMPLATE_HEADING } from '../lib/headings.ts';
import { type ColumnReading, missingFields } from '../lib/sheet-layout.ts';

const HOW = { exact: 'upload.mapping.exact', alias: 'upload.mapping.alias', near: 'upload.mapping.near' } as const;
const TEMPLATE_OPTIONS = BENEFICIARY_TEMPLATE.map(([heading, field]) => ({ value: field, label: heading }));

interface ColumnMappingProps {
  columns: ColumnReading[];
  /** The sheet's first used column, where column 0 of the readings stands. */
  firstColumn: number;
  onChange: (columns: ColumnReading[]) => void;
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
}

/** Whether the mapping still needs the office's tick: a heading matched by a near spelling. */
export const needsConfirmation = (columns: ColumnReading[]) => columns.some((c) => c.match === 'near');

/**
 * How each heading of the sheet was read, before any row is checked: the field it fills and how surely,
 * every required field with no column, the columns that fill nothing. The office may change any
 * column's field; near matches wait for its tick.
 */
export function ColumnMapping({ columns, firstColumn, onChange, confirmed, onConfirm }: ColumnMappingProps) {
  const t = useText();
  // the sheet's headings stay as the template writes them: they are what the sheet holds
  const fieldOptions = [{ value: '', label: t('upload.mapping.nothing') }, ...TEMPLATE_OPTIONS];
  const missing = missingFields(columns);
  const named = columns.filter((c) => c.heading || c.field);
  const unused = named.filter((c) => !c.field && c.heading).map((c) => `"${c.heading}"`);
  const nameColumn = columns.find((c) => c.field === 'first_name');
  const splitsName = nameColumn && !columns.some((c) => c.field === 'last_name');

  const choose = (column: number, value: string) => {
    const field = (value || null) as BeneficiaryUploadField | null;
    onChange(
      columns.map((c) => {
        if (c.column === column) return { ...c, field, match: null };
        // one column per field: the column that held it gives it up
        return field && c.field === field ? { ...c, field: null, match: null } : c;
      }),
    );
  };

  return (
    <Stack gap="xs" data-testid="column-mapping">
      <Text fw={600} size="sm">
        {t('upload.mapping.title')}
      </Text>
      <ScrollArea.Autosize mah={260} type="auto">
        <Table striped withTableBorder fz="sm" aria-label={t('upload.mapping.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('upload.mapping.column')}</Table.Th>
              <Table.Th>{t('upload.mapping.field')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {named.map((c) => (
              <Table.Tr key={c.column} data-column={c.heading}>
                <Table.Td>
                  {encodeColumn(firstColumn + c.column)}: {c.heading}
                  {c.field && (
                    <Text size="xs" fw={c.match === 'near' ? 700 : 400} c={c.match === 'near' ? 'orange.9' : 'dimmed'}>
                      {t('upload.mapping.how')}: {t(c.match ? HOW[c.match] : 'upload.mapping.chosen')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td miw={150}>
                  <NativeSelect
                    size="xs"
                    aria-label={t('upload.mapping.fieldFor', { heading: c.heading || encodeColumn(firstColumn + c.column) })}
                    data={fieldOptions}
                    value={c.field ?? ''}
                    onChange={(event) => choose(c.column, event.currentTarget.value)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {splitsName && nameColumn && <Text size="sm">{t('upload.mapping.splitName', { heading: nameColumn.heading })}</Text>}
      {unused.length > 0 && <Text size="sm">{t('upload.mapping.unused', { headings: unused.join(', ') })}</Text>}
      {missing.length > 0 && (
        <Alert color="red" variant="light" role="alert" data-testid="missing-columns">
          {t('upload.mapping.missing', { fields: missing.map((field) => `"${TEMPLATE_HEADING[field]}"`).join(', ') })}
        </Alert>
      )}
      {needsConfirmation(columns) && (
        <Checkbox
          label={t('upload.mapping.confirm')}
          checked={confirmed}
          onChange={(event) => onConfirm(event.currentTarget.checked)}
        />
      )}
    </Stack>
  );
}
