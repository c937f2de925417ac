import { Table } from '@mantine/core';
import type { BeneficiaryListItem } from '@portal/contract/beneficiary';
import { maskAadhaar } from '@portal/contract/format';
import { useWindowVirtualizer, windowScroll } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import classes from '../../../components/card-table.module.css';
import { usePhone } from '../../../components/use-phone.ts';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { HEADER_HEIGHT } from '../../shell/components/header.tsx';

const ROW_HEIGHT = 45;
// a card: the name and the village on their own lines, the three labelled values under them; then the gap to the next card
const CARD_HEIGHT = 116;
const CARD_GAP = 8;

interface ListRowProps {
  row: BeneficiaryListItem;
  index: number;
  phone: boolean;
  measure: (element: Element | null) => void;
  onOpen: (row: BeneficiaryListItem) => void;
}

const rowClass = `${Table.classes.tr} mantine-Table-tr`;
const cellClass = `${Table.classes.td} mantine-Table-td`;

/**
 * One person's row (a card on a phone). Drawn again only when its own values change: the table is
 * drawn again at every scroll, and its rows need not be. Plain elements with the table's own classes
 * and marks (what Table.Tr and Table.Td render): a first screen draws 25 of them, and the components'
 * style work was a sixth of the list's first drawing on a phone's processor.
 */
const ListRow = memo(function ListRow({ row, index, phone, measure, onOpen }: ListRowProps) {
  const t = useText();
  return (
    <tr
      ref={phone ? measure : undefined}
      className={rowClass}
      data-with-row-border
      data-striped={phone ? undefined : 'odd'}
      data-hover={phone ? undefined : true}
      data-index={index}
      data-card={phone || undefined}
      style={{ height: phone ? undefined : ROW_HEIGHT, cursor: 'pointer' }}
      onClick={() => onOpen(row)}
      onKeyDown={(e) => e.key === 'Enter' && onOpen(row)}
      tabIndex={0}
      aria-rowindex={index + 2}
    >
      <td className={cellClass}>
        {[row.first_name, row.last_name].filter(Boolean).join(' ')}
        {phone && (
          <span className={classes.cardNote} data-testid="card-village">
            {row.village_name}
          </span>
        )}
      </td>
      <td className={cellClass} data-label={t('beneficiary.columns.mobile')}>
        {row.mobile_no || t('beneficiary.notAvailable')}
      </td>
      <td className={cellClass} data-label={t('beneficiary.columns.aadhaar')}>
        {maskAadhaar(row.aadhaar_no, t('beneficiary.notAvailable'))}
      </td>
      <td className={cellClass} data-label={t('beneficiary.columns.pincode')}>
        {row.pincode || t('beneficiary.notAvailable')}
      </td>
    </tr>
  );
});

interface BeneficiaryTableProps {
  rows: BeneficiaryListItem[];
  onOpen: (row: BeneficiaryListItem) => void;
}

/**
 * Only the rows in view are in the DOM, so thousands of loaded rows scroll smoothly. On a phone each
 * row is a card with the same four values and the village under the name, so two people of one name
 * can be told apart without opening them; it stays a table for screen readers.
 */
export const BeneficiaryTable = memo(function BeneficiaryTable({ rows, onOpen }: BeneficiaryTableProps) {
  const phone = usePhone();
  const t = useText();
  const tableRef = useRef<HTMLTableElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // read once the page is drawn, not while it is (that would lay the page out twice in one task): until
  // then the rows are placed as if the table began at the top, a few more than the screen shows
  // biome-ignore lint/correctness/useExhaustiveDependencies: the table moves when the layout changes
  useEffect(() => {
    setScrollMargin(tableRef.current?.offsetTop ?? 0);
  }, [phone]);
  // the page's scroll as the rows were first placed (read while the page is still laid out)
  const placedAt = useRef<number | null>(null);
  const virtualizer = useWindowVirtualizer({
    initialOffset: () => {
      placedAt.current = window.scrollY;
      return placedAt.current;
    },
    // the virtualizer's first write scrolls the page to where it already is: skipped, since doing it
    // lays the page out in the middle of its first drawing (a tenth of the list's first task on a phone)
    scrollToFn: (offset, options, instance) => {
      const unmoved = placedAt.current === offset && options.adjustments === undefined && options.behavior === undefined;
      placedAt.current = null;
      if (!unmoved) windowScroll(offset, options, instance);
    },
    count: rows.length,
    estimateSize: () => (phone ? CARD_HEIGHT + CARD_GAP : ROW_HEIGHT),
    measureElement: (element) => element.getBoundingClientRect().height + CARD_GAP,
    overscan: 10,
    scrollMargin,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  // a card's height depends on the width (a long name wraps): each is measured once placed, and again
  // when the layout turns between table and cards (on the first drawing there is nothing to forget)
  const drawnAs = useRef(phone);
  useLayoutEffect(() => {
    if (drawnAs.current === phone) return;
    drawnAs.current = phone;
    virtualizer.measure();
  }, [phone, virtualizer]);
  const items = virtualizer.getVirtualItems();
  // the table keeps its full height even before the first rows are placed, so the page never looks shorter than it is
  const paddingTop = items.length ? items[0].start - scrollMargin : 0;
  const paddingBottom = items.length
    ? virtualizer.getTotalSize() - (items[items.length - 1].end - scrollMargin)
    : virtualizer.getTotalSize();

  return (
    <Table
      ref={tableRef}
      className={classes.table}
      data-cards={phone || undefined}
      highlightOnHover={!phone}
      striped={!phone}
      verticalSpacing="sm"
      aria-rowcount={rows.length + 1}
      // the column headings stay in view under the page's header while the rows scroll
      stickyHeader={!phone}
      stickyHeaderOffset={HEADER_HEIGHT}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('beneficiary.columns.name')}</Table.Th>
          <Table.Th>{t('beneficiary.columns.mobile')}</Table.Th>
          <Table.Th>{t('beneficiary.columns.aadhaar')}</Table.Th>
          <Table.Th>{t('beneficiary.columns.pincode')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {paddingTop > 0 && <tr style={{ height: paddingTop }} aria-hidden />}
        {items.map((item) => (
          <ListRow
            key={rows[item.index].beneficiary_id}
            row={rows[item.index]}
            index={item.index}
            phone={phone}
            measure={virtualizer.measureElement}
            onOpen={onOpen}
          />
        ))}
        {paddingBottom > 0 && <tr style={{ height: paddingBottom }} aria-hidden />}
      </Table.Tbody>
    </Table>
  );
});
