import { Dropdown } from 'primereact/dropdown';
import { useReferenceList } from '../../reference-lists/use-reference-list';

/**
 * The Transactions tab's type filter: the tenant's transaction types (GET /config/transaction_types),
 * or every line when cleared. The server checks the type against the same list.
 */
export function TransactionTypeFilter({ value, onChange }: { value: string | undefined; onChange: (type: string | undefined) => void }) {
  const types = useReferenceList('listTransactionTypes');
  if (!types.length) return null;
  return (
    <label className="records__type-filter">
      <span>Type</span>
      <Dropdown
        value={value ?? null}
        options={[...types]}
        optionLabel="name"
        optionValue="id"
        placeholder="All types"
        showClear
        aria-label="Transaction type"
        onChange={(event) => onChange((event.value as string | null) ?? undefined)}
      />
    </label>
  );
}
