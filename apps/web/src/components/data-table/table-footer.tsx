import { useId } from 'react';
import { ActionIcon, Group, NativeSelect, Text, UnstyledButton } from '@mantine/core';
import { TABLE } from '../defaults';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { paginationSlots, rangeText } from './table-logic';

export interface TablePaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** Button pagination: previous, at most 7 page/ellipsis slots, next. */
export function TablePagination({ page, pageCount, onPageChange }: TablePaginationProps) {
  return (
    <Group component="nav" aria-label="Pagination" gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" color="gray" aria-label="Previous page" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeftIcon />
      </ActionIcon>
      {paginationSlots(page, pageCount).map((slot) =>
        typeof slot === 'number' ? (
          <UnstyledButton
            key={slot}
            aria-label={`Page ${slot}`}
            aria-current={slot === page ? 'page' : undefined}
            onClick={() => onPageChange(slot)}
            px={8}
            py={2}
            fz="sm"
            fw={slot === page ? 700 : 400}
            c={slot === page ? `${TABLE.color}.8` : undefined}
            style={{ borderRadius: 4, minWidth: 28, textAlign: 'center' }}
            bg={slot === page ? `${TABLE.color}.0` : undefined}
          >
            {slot}
          </UnstyledButton>
        ) : (
          <Text key={slot} component="span" fz="sm" c="dimmed" px={4} aria-hidden>
            …
          </Text>
        ),
      )}
      <ActionIcon variant="subtle" color="gray" aria-label="Next page" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        <ChevronRightIcon />
      </ActionIcon>
    </Group>
  );
}

export interface TableFooterProps extends TablePaginationProps {
  rowsPerPage: number;
  rowsPerPageOptions: readonly number[];
  onRowsPerPageChange: (rowsPerPage: number) => void;
  total: number;
  /** The total is a floor ("1-25 of 1,000+"). */
  totalCapped?: boolean;
  paginate: boolean;
}

/** 'rows per page:' select, '1-25 of 134' and the page buttons. */
export function TableFooter({ rowsPerPage, rowsPerPageOptions, onRowsPerPageChange, total, totalCapped = false, paginate, ...pagination }: TableFooterProps) {
  const selectId = useId();
  if (!paginate) {
    return (
      <Group justify="flex-end" p="xs">
        <Text fz="sm">{rangeText(1, Math.max(total, 1), total)}</Text>
      </Group>
    );
  }
  return (
    <Group justify="flex-end" gap="md" p="xs" wrap="wrap">
      <Group gap={6} wrap="nowrap">
        <Text component="label" htmlFor={selectId} fz="sm">
          {TABLE.rowsPerPageLabel}
        </Text>
        <NativeSelect
          id={selectId}
          size="xs"
          value={String(rowsPerPage)}
          data={rowsPerPageOptions.map(String)}
          onChange={(e) => onRowsPerPageChange(Number(e.currentTarget.value))}
        />
      </Group>
      <Text fz="sm" data-testid="table-range">
        {rangeText(pagination.page, rowsPerPage, total, undefined, totalCapped)}
      </Text>
      <TablePagination {...pagination} />
    </Group>
  );
}
