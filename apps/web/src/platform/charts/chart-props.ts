import { type ChartCategory, type ChartFigure, type ChartRow, colourOf } from './ChartFrame';

/** What a chart of categories (bars, lines, areas) is given: one row per category. */
export interface CategoryChartProps<Row extends ChartRow> {
  /** Names the figure; its table is named by it too. */
  title: string;
  data: readonly Row[];
  category: ChartCategory<Row>;
  /** The figures drawn, one bar, line or area each. */
  series: readonly ChartFigure<Row>[];
  /** Figures the table lists besides those drawn (a count beside a share). */
  moreFigures?: readonly ChartFigure<Row>[];
  /** How an axis and the numbers on the chart write a value ("40%"); the number unless given. */
  format?: (value: number) => string;
  /** The top of the value axis (100 for shares); the largest value unless given. */
  max?: number;
  /** Height of the drawing in pixels. */
  height?: number;
  /** Shows the figures' table on screen too (ChartFrame). */
  withTable?: boolean;
}

export const mantineSeries = <Row extends ChartRow>(
  series: readonly ChartFigure<Row>[],
  colourOf: (figure: ChartFigure<Row>, index: number) => string,
) =>
  series.map((figure, index) => ({
    name: figure.key,
    label: figure.label,
    color: colourOf(figure, index),
  }));

/** Mantine's charts take mutable rows of any shape; ours are read-only and typed. */
export const mantineData = <Row extends ChartRow>(data: readonly Row[]) =>
  data as unknown as Record<string, unknown>[];

/**
 * The number written on each bar: the figure's words for its row ("10 (40%)") where it has
 * them, so the drawing says what the table says.
 */
export const barLabels =
  <Row extends ChartRow>(series: readonly ChartFigure<Row>[]) =>
  (drawn: { name: string }) => {
    const text = series.find((figure) => figure.key === drawn.name)?.text;
    if (!text) return {};
    return {
      valueAccessor: (entry: { payload?: unknown }) => text(entry.payload as Row),
      formatter: (label: unknown) => label as string,
    };
  };

/**
 * What every chart of categories gives its figure and its Mantine drawing alike: the frame's
 * table of every figure, and a drawing with no tooltip and nothing focusable (the drawing is
 * hidden from screen readers; the table says it), a legend when there is more than one series.
 */
export function categoryChartParts<Row extends ChartRow>(
  props: CategoryChartProps<Row>,
  defaultHeight: number,
) {
  const { title, data, category, series, moreFigures = [], format, max, height, withTable } = props;
  return {
    frame: { title, rows: data, category, figures: [...series, ...moreFigures], withTable },
    drawing: {
      h: height ?? defaultHeight,
      data: mantineData(data),
      dataKey: category.key,
      series: mantineSeries(series, colourOf),
      withLegend: series.length > 1,
      withTooltip: false,
      accessibilityLayer: false,
      valueFormatter: format,
    },
    /** The value axis up to `max` when given. */
    valueAxis: max === undefined ? undefined : { domain: [0, max] as [number, number] },
  };
}
