import { AreaChart as MantineAreaChart } from '@mantine/charts';
import { ChartFrame, type ChartRow } from './ChartFrame';
import { type CategoryChartProps, categoryChartParts } from './chart-props';

/**
 * Filled areas across ordered categories, stacked when `stacked` (hours by kind of visit, week by
 * week, adding up to the total), each point with its number.
 */
export function AreaChart<Row extends ChartRow>(
  props: CategoryChartProps<Row> & { stacked?: boolean },
) {
  const { frame, drawing, valueAxis } = categoryChartParts(props, 260);
  return (
    <ChartFrame {...frame}>
      <MantineAreaChart
        {...drawing}
        type={props.stacked ? 'stacked' : 'default'}
        withPointLabels
        yAxisProps={valueAxis}
      />
    </ChartFrame>
  );
}
