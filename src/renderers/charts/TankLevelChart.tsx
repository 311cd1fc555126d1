import { useMemo } from 'react';
import { Chart } from 'primereact/chart';
import type { Schemas } from '../../engine/api/types';
import { formatDate, formatPercent } from '../../engine/format';
import { tankLevelMessages as t } from '../../engine/messages/tank-levels';
import { chartAnimation, chartColors } from './chart-colors';

type LevelPoint = Schemas['TankLevelPoint'];
type XY = { x: number; y: number };

const xy = (point: LevelPoint, y = point.percent): XY => ({ x: Date.parse(point.at), y });

/**
 * A tank's level over time (issue 26): readings and deliveries as marks, the estimate (before now)
 * as a line and the forecast (after) as a dashed one, both inside their likely range, and the
 * supplier's reorder level across, today upright. Time is a linear axis of instants, labelled as dates, so no
 * date adapter is needed; data and options are memoised (PrimeReact's Chart rebuilds chart.js on
 * every render it gets).
 */
export function TankLevelChart({ points, reorderPercent, asOf, label }: { points: readonly LevelPoint[]; reorderPercent: number; asOf: string; label: string }) {
  const data = useMemo(() => {
    const colors = chartColors();
    const of = (kind: LevelPoint['kind']) => points.filter((point) => point.kind === kind);
    const line = [...of('estimate'), ...of('forecast')];
    const span = points.length ? [Date.parse(points[0].at), Date.parse(points[points.length - 1].at)] : [];
    return {
      datasets: [
        { label: t.chartRange, data: line.map((p) => xy(p, p.band?.low ?? p.percent)), borderWidth: 0, pointRadius: 0, fill: false },
        { label: t.chartRange, data: line.map((p) => xy(p, p.band?.high ?? p.percent)), borderWidth: 0, pointRadius: 0, fill: '-1', backgroundColor: `${colors.primary}26` },
        { label: t.chartEstimate, data: of('estimate').map((p) => xy(p)), borderColor: colors.primary, borderWidth: 2, pointRadius: 0 },
        { label: t.chartForecast, data: of('forecast').map((p) => xy(p)), borderColor: colors.primary, borderWidth: 2, borderDash: [6, 4], pointRadius: 0 },
        { label: t.chartReadings, data: of('reading').map((p) => xy(p)), showLine: false, pointRadius: 4, pointBackgroundColor: colors.secondary, borderColor: colors.secondary },
        { label: t.chartFills, data: of('fill').map((p) => xy(p)), showLine: false, pointStyle: 'triangle', pointRadius: 6, pointBackgroundColor: colors.text, borderColor: colors.text },
        { label: t.chartReorder, data: span.map((x) => ({ x, y: reorderPercent })), borderColor: colors.alert, borderWidth: 1.5, borderDash: [3, 3], pointRadius: 0 },
        // Where the estimate ends and the forecast begins.
        { label: t.chartToday, data: [{ x: Date.parse(asOf), y: 0 }, { x: Date.parse(asOf), y: 100 }], borderColor: colors.muted, borderWidth: 1, pointRadius: 0 },
      ],
    };
  }, [points, reorderPercent, asOf]);
  const options = useMemo(() => {
    const colors = chartColors();
    return {
      maintainAspectRatio: false,
      animation: chartAnimation(),
      plugins: {
        // The range's two edges are one band: its lower edge has no entry of its own.
        legend: { position: 'bottom', labels: { color: colors.text, boxWidth: 12, filter: (item: { datasetIndex?: number }) => item.datasetIndex !== 0 } },
        tooltip: {
          callbacks: {
            title: (items: { parsed: { x: number } }[]) => (items[0] ? formatDate(new Date(items[0].parsed.x)) : ''),
            label: (item: { dataset: { label?: string }; parsed: { y: number } }) => `${item.dataset.label ?? ''}: ${formatPercent(Math.round(item.parsed.y))}`,
          },
        },
      },
      scales: {
        x: { type: 'linear', ticks: { color: colors.muted, maxRotation: 0, autoSkipPadding: 16, callback: (value: number | string) => formatDate(new Date(Number(value))) }, grid: { display: false } },
        y: { min: 0, max: 100, ticks: { color: colors.muted, stepSize: 25 }, grid: { color: colors.grid }, title: { display: true, text: t.percentAxis, color: colors.muted } },
      },
    };
  }, []);
  const pt = useMemo(() => ({ canvas: { role: 'img', 'aria-label': label } }), [label]);
  return <Chart type="line" data={data} options={options} pt={pt} className="chart chart--tank" />;
}
