import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import type { FilterValues, TableFilter } from './filter-query';
import { useFilterChoices } from './use-filter-choices';
import './table-filters.css';
import { fillTableControl, tableControlMessages } from '../../../engine/messages/table-controls';

interface FilterBarProps {
  /** The screen's id (the controls' ids) and title (the bar's name). */
  screenId: string;
  title: string;
  /** The load operation: a choice offers the values its parameter's schema lists. */
  load: string | undefined;
  filters: readonly TableFilter[];
  values: FilterValues;
  onChange: (values: FilterValues) => void;
}

/** A table's filters as its layout declares them: a choice of the parameter's values, a text, a date range. */
export function FilterBar({ screenId, title, load, filters, values, onChange }: FilterBarProps) {
  const set = (param: string, value: string) => onChange({ ...values, [param]: value });
  const id = (param: string) => `${screenId}-${param}`;
  const choicesOf = useFilterChoices(load, filters);
  const text = (param: string, label: string, type: 'text' | 'date', placeholder?: string) => (
    <label key={param} className="table-filter">
      <span>{label}</span>
      <InputText type={type} value={values[param] ?? ''} placeholder={placeholder} onChange={(event) => set(param, event.target.value)} />
    </label>
  );
  return (
    <form className="table-filters card" role="search" aria-label={fillTableControl('filterThe', { table: title.toLowerCase() })} onSubmit={(event) => event.preventDefault()}>
      {filters.map((filter) => {
        if (filter.control === 'choice') {
          const choices = choicesOf(filter);
          return (
            <div key={filter.param} className="table-filter">
              <label htmlFor={id(filter.param)}>{filter.label}</label>
              <Dropdown
                inputId={id(filter.param)}
                value={values[filter.param] || null}
                options={choices ?? []}
                disabled={!choices}
                onChange={(event) => set(filter.param, (event.value as string | null) ?? '')}
                placeholder={filter.placeholder ?? fillTableControl('anyChoice', { filter: filter.label.toLowerCase() })}
                showClear
                // The drop-down's hidden native select is named too (axe select-name).
                pt={{ select: { 'aria-label': filter.label } }}
              />
            </div>
          );
        }
        if (filter.control === 'dateRange') {
          return [text(filter.param, filter.label, 'date'), filter.toParam && text(filter.toParam, filter.toLabel ?? tableControlMessages.to, 'date')];
        }
        return text(filter.param, filter.label, 'text', filter.placeholder);
      })}
    </form>
  );
}
