import { useMemo } from 'react';
import { Chart } from 'primereact/chart';
import { formatMoney } from '../../engine/format';
import { chartAnimation, chartColors } from './chart-colors';

export interface AgingBucket {
  label: string;
  amount: number;
}

/** How old the balance owed is: a doughnut of the aged buckets that hold money. */
export function AgingChart({ buckets, label }: { buckets: readonly AgingBucket[]; label: string }) {
  const data = useMemo(() => {
    const colors = chartColors();
    return {
      labels: buckets.map((b) => b.label),
      datasets: [
        {
          data: buckets.map((b) => Math.max(b.amount, 0)),
          backgroundColor: [colors.primary, colors.warning, colors.alert, colors.danger],
          borderWidth: 2,
        },
      ],
    };
  }, [buckets]);
  const options = useMemo(
    () => ({
      maintainAspectRatio: false,
      animation: chartAnimation(),
      cutout: '60%',
      plugins: {
        legend: { position: 'bottom' as const, labels: { boxWidth: 12, color: chartColors().text } },
        tooltip: { callbacks: { label: (item: { label: string; parsed: number }) => `${item.label}: ${formatMoney(item.parsed)}` } },
      },
    }),
    [],
  );
  const pt = useMemo(() => ({ canvas: { role: 'img', 'aria-label': label } }), [label]);
  return <Chart type="doughnut" data={data} options={options} pt={pt} className="chart chart--aging" />;
}
