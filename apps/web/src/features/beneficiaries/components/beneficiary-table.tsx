import { Table } from '@mantine/core';
import type { BeneficiaryListItem } from '@portal/contract/beneficiary';
import { maskAadhaar } from '@portal/contract/format';
import { BENEFICIARY_TEXT as T } from '@portal/contract/messages';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';

const ROW_HEIGHT = 45;

interface BeneficiaryTableProps {
  rows: BeneficiaryListItem[];
  onOpen: (row: BeneficiaryListItem) => void;
}

/** Only the rows in view are in the DOM, so thousands of loaded rows scroll smoothly. */
export function BeneficiaryTable({ rows, onOpen }: BeneficiaryTableProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    setScrollMargin(tableRef.current?.offsetTop ?? 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    scrollMargin,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  const items = virtualizer.getVirtualItems();
  // the table keeps its full height even before the first rows are placed, so the page never looks shorter than it is
  const paddingTop = items.length ? items[0].start - scrollMargin : 0;
  const paddingBottom = items.length
    ? virtualizer.getTotalSize() - (items[items.length - 1].end - scrollMargin)
    : virtualizer.getTotalSize();

  return (
    <Table ref={tableRef} highlightOnHover striped verticalSpacing="sm" aria-rowcount={rows.length + 1}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{T.columns.name}</Table.Th>
          <Table.Th>{T.columns.mobile}</Table.Th>
          <Table.Th>{T.columns.aadhaar}</Table.Th>
          <Table.Th>{T.columns.pincode}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {paddingTop > 0 && <tr style={{ height: paddingTop }} aria-hidden />}
        {items.map((item) => {
          const row = rows[item.index];
          return (
            <Table.Tr
              key={row.beneficiary_id}
              style={{ height: ROW_HEIGHT, cursor: 'pointer' }}
              onClick={() => onOpen(row)}
              onKeyDown={(e) => e.key === 'Enter' && onOpen(row)}
              tabIndex={0}
              aria-rowindex={item.index + 2}
            >
              <Table.Td>{[row.first_name, row.last_name].filter(Boolean).join(' ')}</Table.Td>
              <Table.Td>{row.mobile_no || T.notAvailable}</Table.Td>
              <Table.Td>{maskAadhaar(row.aadhaar_no)}</Table.Td>
              <Table.Td>{row.pincode || T.notAvailable}</Table.Td>
            </Table.Tr>
          );
        })}
        {paddingBottom > 0 && <tr style={{ height: paddingBottom }} aria-hidden />}
      </Table.Tbody>
    </Table>
  );
}
