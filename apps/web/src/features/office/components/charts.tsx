// Hand-made SVG charts of the stats screen: no chart library, so nothing but this
// screen's own chunk carries them. Every bar shows its number as text too (readable at a glance
// on a phone, and by a screen reader through the figure's table).

export interface Bar {
  label: string;
  values: number[];
}

const ROW = 22;
const LABEL_W = 112;
/** Each series' numbers have a column of their own right of the bars, so no number sits on a bar. */
const NUM_W = 36;
// About a phone's width in CSS px, so 12 px text stays about 12 px on a 360 px screen.
const WIDTH = 340;

/**
 * Horizontal bars, one row per item, one bar per series (side by side within the row), their numbers in columns at the
 * right.
 */
export function BarChart({
  title,
  bars,
  series,
  testId,
}: {
  title: string;
  bars: Bar[];
  series: string[];
  testId: string;
}) {
  const max = Math.max(1, ...bars.flatMap((b) => b.values));
  const barH = (ROW - 6) / series.length;
  const plotW = WIDTH - LABEL_W - NUM_W * series.length - 6;
  const numbersAt = LABEL_W + plotW + 6;
  const height = bars.length * ROW;
  return (
    <figure className="chart" data-testid={testId}>
      <figcaption>{title}</figcaption>
      {series.length > 1 && (
        <p className="chart-legend">
          {series.map((s, i) => (
            <span key={s} className={`legend-${i}`}>
              {s}
            </span>
          ))}
        </p>
      )}
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        role="img"
        aria-label={title}
        preserveAspectRatio="xMinYMin meet"
      >
        {bars.map((b, row) => (
          <g key={b.label} transform={`translate(0 ${row * ROW})`} data-label={b.label}>
            <text x={LABEL_W - 6} y={ROW / 2 + 4} textAnchor="end" className="chart-label">
              {b.label}
            </text>
            {b.values.map((v, i) => (
              <g key={series[i]}>
                <rect
                  x={LABEL_W}
                  y={3 + i * barH}
                  width={Math.max((v / max) * plotW, v ? 1 : 0)}
                  height={barH - 1}
                  className={`bar-${i}`}
                />
                <text
                  x={numbersAt + (i + 1) * NUM_W - 4}
                  y={ROW / 2 + 4}
                  textAnchor="end"
                  className={`chart-value value-${i}`}
                  data-series={i}
                >
                  {v}
                </text>
              </g>
            ))}
          </g>
        ))}
      </svg>
    </figure>
  );
}

/** The age pyramid: men to the left, women to the right, the youngest band at the bottom. */
export function Pyramid({
  title,
  bands,
  male,
  female,
  testId,
}: {
  title: string;
  bands: { label: string; male: number; female: number }[];
  male: string;
  female: string;
  testId: string;
}) {
  const max = Math.max(1, ...bands.flatMap((b) => [b.male, b.female]));
  const mid = WIDTH / 2;
  const half = mid - 60;
  const rows = [...bands].reverse();
  return (
    <figure className="chart" data-testid={testId}>
      <figcaption>{title}</figcaption>
      <p className="chart-legend">
        <span className="legend-0">{male}</span>
        <span className="legend-1">{female}</span>
      </p>
      <svg viewBox={`0 0 ${WIDTH} ${rows.length * ROW}`} width="100%" role="img" aria-label={title}>
        {rows.map((b, row) => {
          const wm = (b.male / max) * (half - 30);
          const wf = (b.female / max) * (half - 30);
          return (
            <g key={b.label} transform={`translate(0 ${row * ROW})`} data-label={b.label}>
              <rect x={mid - 30 - wm} y={3} width={wm} height={ROW - 6} className="bar-0" />
              <text x={mid - 34 - wm} y={ROW / 2 + 4} textAnchor="end" className="chart-value" data-series="0">
                {b.male}
              </text>
              <text x={mid} y={ROW / 2 + 4} textAnchor="middle" className="chart-label">
                {b.label}
              </text>
              <rect x={mid + 30} y={3} width={wf} height={ROW - 6} className="bar-1" />
              <text x={mid + 34 + wf} y={ROW / 2 + 4} className="chart-value" data-series="1">
                {b.female}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
