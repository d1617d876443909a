import { AreaChart as MantineAreaChart } from '@mantine/charts';
import { ChartFrame, type ChartRow, colourOf } from './ChartFrame';
import { type CategoryChartProps, mantineData, mantineSeries } from './chart-props';

/**
 * Filled areas across ordered categories, stacked when `stacked` (hours by kind of visit, week by
 * week, adding up to the total), each point with its number.
 */
export function AreaChart<Row extends ChartRow>(
  props: CategoryChartProps<Row> & { stacked?: boolean },
) {
  const { title, data, category, series, moreFigures = [], format, max, height, stacked } = props;
  return (
    <ChartFrame title={title} rows={data} category={category} figures={[...series, ...moreFigures]}>
      <MantineAreaChart
        h={height ?? 260}
        data={mantineData(data)}
        dataKey={category.key}
        series={mantineSeries(series, colourOf)}
        type={stacked ? 'stacked' : 'default'}
        withPointLabels
        withLegend={series.length > 1}
        withTooltip={false}
        // The drawing is hidden from screen readers (the table says it): nothing in it takes focus.
        accessibilityLayer={false}
        valueFormatter={format}
        yAxisProps={max === undefined ? undefined : { domain: [0, max] }}
      />
    </ChartFrame>
  );
}
