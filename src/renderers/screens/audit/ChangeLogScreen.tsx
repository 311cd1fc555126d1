import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import type { Schemas } from '../../../engine/api/types';
import type { ScreenProps } from '../../registry/types';
import { ScreenTable } from '../../table/ScreenTable';
import { useDebounced } from '../../table/use-debounced';
import { ChangeDialog } from './ChangeDialog';
import { ChangeLogFilters, NO_FILTERS, queryOf, type ChangeFilters } from './ChangeLogFilters';
import './change-log.css';

type Change = Schemas['ChangeEntry'];

/**
 * The change log (admin, audit:read): every back-office write, newest first, filtered by staff
 * user, operation, target and days; Open shows one with its before and after as a diff.
 */
export default function ChangeLogScreen({ screen }: ScreenProps) {
  const [filters, setFilters] = useState<ChangeFilters>(NO_FILTERS);
  const settled = useDebounced(filters);
  const query = useMemo(() => queryOf(settled), [settled]);
  const [open, setOpen] = useState<Change>();
  return (
    <>
      <ScreenTable
        screen={screen}
        filters={query}
        toolbar={<ChangeLogFilters value={filters} onChange={setFilters} />}
        rowActions={(row) => {
          const change = row as Change;
          return (
            <Button type="button" size="small" outlined icon="pi pi-search" label="Open" aria-label={`Open change ${change.id}: ${change.operation_id} ${change.target}`} onClick={() => setOpen(change)} />
          );
        }}
      />
      <ChangeDialog change={open} onHide={() => setOpen(undefined)} />
    </>
  );
}
