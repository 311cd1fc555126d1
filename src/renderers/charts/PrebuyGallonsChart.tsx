import { useMemo } from 'react';
import { Chart } from 'primereact/chart';
import type { Schemas } from '../../engine/api/types';
import { formatDate } from '../../engine/format';
import { programMessages as t } from '../../engine/messages/programs';
import { chartAnimation, chartColors } from './chart-colors';

type UsedPoint = Schemas['ProgramEnrolment']['progress'] extends infer P ? (P extends { used_points: (infer U)[] } ? U : never) : never;

const dayAt = (date: string) => Date.parse(`${date}T00:00:00Z`);
/** The UTC day of a point (its x is that day's midnight, UTC), as a date-only value: the same day in every viewer's time zone. */
const dayOf = (x: number) => formatDate(new Date(x).toISOString().slice(0, 10));

/**
 * A pre-buy's gallons used against those contracted (issue 26): the running total after each
 * delivery since the contract as a stepped line from zero on the day it was signed, the contract
 * across. Named for screen readers by `label` (the canvas is an image); the card beside it says
 * the same figures in words. Time is a linear axis of instants labelled as dates, as the tank chart's.
 */
export function PrebuyGallonsChart({ points, contracted, since, today, label }: { points: readonly UsedPoint[]; contracted: number; since: string; today: string; label: string }) {
  const data = useMemo(() => {
    const colors = chartColors();
    const start = dayAt(since);
    const end = Math.max(dayAt(today), start + 86_400_000);
    const used = [{ x: start, y: 0 }, ...points.map((p) => ({ x: dayAt(p.date), y: p.used_gallons })), { x: end, y: points.length ? points[points.length - 1].used_gallons : 0 }];
    return {
      datasets: [
        { label: t.chartUsed, data: used, stepped: 'before', borderColor: colors.primary, backgroundColor: `${colors.primary}26`, fill: 'origin', borderWidth: 2, pointRadius: [0, ...points.map(() => 4), 0] },
        { label: t.chartContracted, data: [{ x: start, y: contracted }, { x: end, y: contracted }], borderColor: colors.alert, borderDash: [6, 4], borderWidth: 1.5, pointRadius: 0 },
      ],
    };
  }, [points, contracted, since, today]);
  const options = useMemo(() => {
    const colors = chartColors();
    return {
      maintainAspectRatio: false,
      animation: chartAnimation(),
      plugins: {
        legend: { position: 'bottom', labels: { color: colors.text, boxWidth: 12 } },
        tooltip: { callbacks: { title: (items: { parsed: { x: number } }[]) => (items[0] ? dayOf(items[0].parsed.x) : '') } },
      },
      scales: {
        x: { type: 'linear', ticks: { color: colors.muted, maxRotation: 0, autoSkipPadding: 16, callback: (value: number | string) => dayOf(Number(value)) }, grid: { display: false } },
        y: { min: 0, suggestedMax: contracted * 1.1, ticks: { color: colors.muted }, grid: { color: colors.grid }, title: { display: true, text: t.gallonsAxis, color: colors.muted } },
      },
    };
  }, [contracted]);
  const pt = useMemo(() => ({ canvas: { role: 'img', 'aria-label': label } }), [label]);
  return <Chart type="line" data={data} options={options} pt={pt} className="chart chart--prebuy" />;
}
