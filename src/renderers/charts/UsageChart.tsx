import { useMemo } from 'react';
import { Chart } from 'primereact/chart';
import type { Schemas } from '../../engine/api/types';
import { formatQuantity } from '../../engine/format';
import { chartAnimation, chartColors } from './chart-colors';
import { accountCardMessages } from '../../engine/messages/account-cards';

type UsageMonth = Schemas['AccountUsage']['months'][number];

/** '2025-03' as the spec writes dates, month first: 03/2025. */
const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

/**
 * Gallons delivered per calendar month (a bar per month, oldest on the left). Data and options
 * are memoised: PrimeReact's Chart rebuilds the chart.js instance on every render it gets.
 */
export function UsageChart({ months, label }: { months: readonly UsageMonth[]; label: string }) {
  const data = useMemo(() => {
    const colors = chartColors();
    return {
      labels: months.map((m) => monthLabel(m.month)),
      datasets: [{ label: accountCardMessages.gallonsDeliveredSeries, data: months.map((m) => m.quantity), backgroundColor: colors.primary, borderRadius: 3, maxBarThickness: 28 }],
    };
  }, [months]);
  const options = useMemo(() => {
    const colors = chartColors();
    return {
      maintainAspectRatio: false,
      animation: chartAnimation(),
      plugins: {
        legend: { display: false },
        tooltip: { callbacks: { label: (item: { parsed: { y: number } }) => formatQuantity(item.parsed.y) } },
      },
      scales: {
        x: { ticks: { color: colors.muted, maxRotation: 0, autoSkip: true, autoSkipPadding: 12 }, grid: { display: false } },
        y: { beginAtZero: true, ticks: { color: colors.muted }, grid: { color: colors.grid }, title: { display: true, text: accountCardMessages.gallonsAxis, color: colors.muted } },
      },
    };
  }, []);
  const pt = useMemo(() => ({ canvas: { role: 'img', 'aria-label': label } }), [label]);
  return <Chart type="bar" data={data} options={options} pt={pt} className="chart chart--usage" />;
}
