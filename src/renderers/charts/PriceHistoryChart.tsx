import { useMemo } from 'react';
import { Chart } from 'primereact/chart';
import type { Schemas } from '../../engine/api/types';
import { formatDate, formatUnitPrice } from '../../engine/format';
import { priceMessages as t } from '../../engine/messages/prices';
import { chartAnimation, chartColors } from './chart-colors';

type PricePoint = Schemas['PriceHistory']['points'][number];

const at = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * A product's posted price over time (issue 26): a step line — a posted price holds from its day
 * until the next — carried to the period's end. Time is a linear axis of instants labelled as
 * dates, as TankLevelChart's; `label` is the text alternative (the card shows every point as a table too).
 */
export function PriceHistoryChart({ points, to, label }: { points: readonly PricePoint[]; to: string; label: string }) {
  const data = useMemo(() => {
    const colors = chartColors();
    const line = points.map((p) => ({ x: at(p.effective_date), y: p.price }));
    const last = points.at(-1);
    if (last && last.effective_date < to) line.push({ x: at(to), y: last.price });
    return { datasets: [{ label: t.price, data: line, stepped: 'before' as const, borderColor: colors.primary, backgroundColor: colors.primary, borderWidth: 2, pointRadius: 2 }] };
  }, [points, to]);
  const options = useMemo(() => {
    const colors = chartColors();
    return {
      maintainAspectRatio: false,
      animation: chartAnimation(),
      plugins: {
        legend: { display: false },
        tooltip: {
          callbacks: {
            title: (items: { parsed: { x: number } }[]) => (items[0] ? formatDate(new Date(items[0].parsed.x)) : ''),
            label: (item: { parsed: { y: number } }) => formatUnitPrice(item.parsed.y),
          },
        },
      },
      scales: {
        x: { type: 'linear', ticks: { color: colors.muted, maxRotation: 0, autoSkipPadding: 16, callback: (value: number | string) => formatDate(new Date(Number(value))) }, grid: { display: false } },
        y: { ticks: { color: colors.muted, callback: (value: number | string) => formatUnitPrice(Number(value)) }, grid: { color: colors.grid }, title: { display: true, text: t.priceAxis, color: colors.muted } },
      },
    };
  }, []);
  const pt = useMemo(() => ({ canvas: { role: 'img', 'aria-label': label } }), [label]);
  return <Chart type="line" data={data} options={options} pt={pt} className="chart chart--price" />;
}
