import type { ReactNode } from 'react';

/** One labelled figure of a card (a balance, a date); `strong` for the one the eye should find first. */
export function Figure({ label, value, note, strong }: { label: string; value: ReactNode; note?: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'figure figure--strong' : 'figure'}>
      <dt className="figure__label">{label}</dt>
      <dd className="figure__value">{value}</dd>
      {note && <dd className="figure__note">{note}</dd>}
    </div>
  );
}
