import { tankLevelMessages as t } from '../../../engine/messages/tank-levels';

/** The dial's marks: a float gauge's E, 1/4, 1/2, 3/4 and F, at their percent. */
const MARKS = [
  { percent: 0, label: () => t.gaugeEmptyMark },
  { percent: 25, label: () => '¼' },
  { percent: 50, label: () => '½' },
  { percent: 75, label: () => '¾' },
  { percent: 100, label: () => t.gaugeFullMark },
];

/** A point on the dial: 0% at the left, 100% at the right, over the top. */
function onDial(percent: number, radius: number): [number, number] {
  const angle = Math.PI * (1 - percent / 100);
  return [60 + radius * Math.cos(angle), 66 - radius * Math.sin(angle)];
}

/**
 * Beside a gauge reading (issue 26: "with a picture of what the gauge looks like"): a tank gauge's
 * dial, its needle at one half, and how to read a propane and an oil tank's gauge as a percent.
 */
export default function GaugeGuide() {
  // The needle at one half, short of the marks so it hides none of them.
  const [needleX, needleY] = onDial(50, 30);
  return (
    <aside className="card form-aside gauge-guide" aria-labelledby="gauge-guide-title">
      <h2 id="gauge-guide-title">{t.gaugeGuideTitle}</h2>
      <svg className="gauge-guide__dial" viewBox="0 0 120 74" role="img" aria-label={t.gaugeGuidePicture}>
        <path d="M 20 66 A 40 40 0 0 1 100 66" fill="none" stroke="currentColor" strokeWidth="3" />
        {MARKS.map(({ percent, label }) => {
          const [x1, y1] = onDial(percent, 40);
          const [x2, y2] = onDial(percent, 34);
          // Outside the arc, where the needle never passes.
          const [lx, ly] = onDial(percent, 50);
          return (
            <g key={percent}>
              <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="currentColor" strokeWidth="2" />
              <text x={lx} y={ly + 3} fontSize="9" textAnchor="middle" fill="currentColor">
                {label()}
              </text>
            </g>
          );
        })}
        <line x1="60" y1="66" x2={needleX} y2={needleY} stroke="var(--portal-danger, #b42318)" strokeWidth="2.5" strokeLinecap="round" />
        <circle cx="60" cy="66" r="4" fill="currentColor" />
      </svg>
      <ul className="gauge-guide__steps">
        <li>{t.gaugeGuidePropane}</li>
        <li>{t.gaugeGuideOil}</li>
        <li>{t.gaugeGuideWhy}</li>
      </ul>
    </aside>
  );
}
