import { InputText } from 'primereact/inputtext';

export interface ChangeFilters {
  actor: string;
  operation: string;
  target: string;
  /** yyyy-mm-dd, as date inputs give them. */
  from: string;
  to: string;
}

export const NO_FILTERS: ChangeFilters = { actor: '', operation: '', target: '', from: '', to: '' };

/** The list's query from the filters: blanks left out, days as the start of that day (`to` inclusive: the next day's start). */
export function queryOf(filters: ChangeFilters): Record<string, string | undefined> {
  const dayStart = (day: string, plusDays = 0) => {
    const date = new Date(`${day}T00:00:00`);
    if (Number.isNaN(date.getTime())) return undefined;
    date.setDate(date.getDate() + plusDays);
    return date.toISOString();
  };
  return {
    actor: filters.actor.trim() || undefined,
    operation: filters.operation.trim() || undefined,
    target: filters.target.trim() || undefined,
    from: filters.from ? dayStart(filters.from) : undefined,
    to: filters.to ? dayStart(filters.to, 1) : undefined,
  };
}

const FIELDS: { key: keyof ChangeFilters; label: string; type: 'text' | 'date'; placeholder?: string }[] = [
  { key: 'actor', label: 'Staff user', type: 'text', placeholder: 'email' },
  { key: 'operation', label: 'Operation', type: 'text', placeholder: 'e.g. updateUser' },
  { key: 'target', label: 'Target', type: 'text', placeholder: 'e.g. user: or config:settings' },
  { key: 'from', label: 'From', type: 'date' },
  { key: 'to', label: 'To', type: 'date' },
];

/** Who, which operation, which target (prefix), which days: the change log's filters. */
export function ChangeLogFilters({ value, onChange }: { value: ChangeFilters; onChange: (filters: ChangeFilters) => void }) {
  return (
    <form className="change-log__filters card" role="search" aria-label="Filter the change log" onSubmit={(event) => event.preventDefault()}>
      {FIELDS.map(({ key, label, type, placeholder }) => (
        <label key={key} className="change-log__filter">
          <span>{label}</span>
          <InputText type={type} value={value[key]} placeholder={placeholder} onChange={(event) => onChange({ ...value, [key]: event.target.value })} />
        </label>
      ))}
    </form>
  );
}
