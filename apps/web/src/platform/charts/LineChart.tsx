import { LineChart as MantineLineChart } from '@mantine/charts';
import { ChartFrame, type ChartRow } from './ChartFrame';
import { type CategoryChartProps, categoryChartParts } from './chart-props';

/** A line per series across ordered categories (months, weeks), each point with its number. */
export function LineChart<Row extends ChartRow>(props: CategoryChartProps<Row>) {
  const { frame, drawing, valueAxis } = categoryChartParts(props, 260);
  return (
    <ChartFrame {...frame}>
      <MantineLineChart {...drawing} withPointLabels yAxisProps={valueAxis} />
    </ChartFrame>
  );
}
