import { Text } from '@mantine/core';
import { useId } from 'react';

export interface Bar {
  label: string;
  value: number;
  /** What the bar's number says in words, e.g. "12 applicants (40%)"; the value unless given. */
  text?: string;
}

/**
 * A horizontal bar chart drawn in SVG, for dashboards: each bar labelled with its name and its
 * number in text, so nothing is told by length or colour alone, and the chart is an image with a
 * title and a description that screen readers read as a list of the values.
 */
export function BarChart({
  title,
  bars,
  max,
}: {
  title: string;
  bars: readonly Bar[];
  max?: number;
}) {
  const captionId = useId();
  const titleId = useId();
  const descId = useId();
  const top = Math.max(max ?? 0, ...bars.map((bar) => bar.value), 1);
  const rowHeight = 28;
  const labelWidth = 150;
  const width = 520;
  const barSpace = width - labelWidth - 120;
  const height = bars.length * rowHeight + 4;
  const words = (bar: Bar) => bar.text ?? String(bar.value);
  return (
    <figure style={{ margin: 0 }}>
      <Text component="figcaption" fw={600} size="sm" mb={4} id={captionId} aria-hidden>
        {title}
      </Text>
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        style={{ maxWidth: width, display: 'block' }}
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{bars.map((bar) => `${bar.label}: ${words(bar)}`).join('; ')}</desc>
        {bars.map((bar, index) => {
          const y = index * rowHeight + 2;
          const length = Math.round((bar.value / top) * barSpace);
          return (
            <g key={bar.label}>
              <text
                x={labelWidth - 8}
                y={y + 17}
                textAnchor="end"
                fontSize="13"
                fill="currentColor"
              >
                {bar.label}
              </text>
              <rect
                x={labelWidth}
                y={y + 4}
                width={length}
                height={rowHeight - 10}
                fill="#1c5d99"
                rx="2"
              />
              <text x={labelWidth + length + 6} y={y + 17} fontSize="13" fill="currentColor">
                {words(bar)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
