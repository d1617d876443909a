import { BarChart as MantineBarChart } from '@mantine/charts';
import { ChartFrame, type ChartRow } from './ChartFrame';
import { barLabels, type CategoryChartProps, categoryChartParts } from './chart-props';

const ROW_HEIGHT = 34;

/**
 * Bars across the page, one per category, each with its number written at its end, so nothing
 * is told by length or colour alone: for counts and shares by stage, branch or source.
 */
export function BarChart<Row extends ChartRow>(props: CategoryChartProps<Row>) {
  const { data, series } = props;
  const { frame, drawing, valueAxis } = categoryChartParts(
    props,
    data.length * ROW_HEIGHT * Math.max(series.length, 1) + 40,
  );
  return (
    <ChartFrame {...frame}>
      <MantineBarChart
        {...drawing}
        orientation="vertical"
        withBarValueLabel
        valueLabelProps={barLabels(series)}
        xAxisProps={valueAxis}
        yAxisProps={{ width: 150 }}
        gridAxis="x"
        // Room at the end of the longest bar for its words.
        barChartProps={{ margin: { right: 110 } }}
      />
    </ChartFrame>
  );
}
