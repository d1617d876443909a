import { BarChart as MantineBarChart } from '@mantine/charts';
import { ChartFrame, type ChartRow, colourOf } from './ChartFrame';
import { barLabels, type CategoryChartProps, mantineData, mantineSeries } from './chart-props';

/**
 * Upright bars in groups: one group per category, one bar per series side by side (cleared and
 * rejected by month), each with its number on top and a legend naming the series.
 */
export function GroupedBarChart<Row extends ChartRow>(props: CategoryChartProps<Row>) {
  const { title, data, category, series, moreFigures = [], format, max, height } = props;
  return (
    <ChartFrame title={title} rows={data} category={category} figures={[...series, ...moreFigures]}>
      <MantineBarChart
        h={height ?? 280}
        data={mantineData(data)}
        dataKey={category.key}
        series={mantineSeries(series, colourOf)}
        withBarValueLabel
        valueLabelProps={barLabels(series)}
        withLegend
        withTooltip={false}
        // The drawing is hidden from screen readers (the table says it): nothing in it takes focus.
        accessibilityLayer={false}
        valueFormatter={format}
        yAxisProps={max === undefined ? undefined : { domain: [0, max] }}
      />
    </ChartFrame>
  );
}
