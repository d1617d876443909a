import { BarChart as MantineBarChart } from '@mantine/charts';
import { ChartFrame, type ChartRow } from './ChartFrame';
import { barLabels, type CategoryChartProps, categoryChartParts } from './chart-props';

/**
 * Upright bars in groups: one group per category, one bar per series side by side (cleared and
 * rejected by month), each with its number on top and a legend naming the series.
 */
export function GroupedBarChart<Row extends ChartRow>(props: CategoryChartProps<Row>) {
  const { frame, drawing, valueAxis } = categoryChartParts(props, 280);
  return (
    <ChartFrame {...frame}>
      <MantineBarChart
        {...drawing}
        withBarValueLabel
        valueLabelProps={barLabels(props.series)}
        withLegend
        yAxisProps={valueAxis}
      />
    </ChartFrame>
  );
}
