import { LineChart as MantineLineChart } from '@mantine/charts';
import { ChartFrame, type ChartRow, colourOf } from './ChartFrame';
import { type CategoryChartProps, mantineData, mantineSeries } from './chart-props';

/** A line per series across ordered categories (months, weeks), each point with its number. */
export function LineChart<Row extends ChartRow>(props: CategoryChartProps<Row>) {
  const { title, data, category, series, moreFigures = [], format, max, height } = props;
  return (
    <ChartFrame title={title} rows={data} category={category} figures={[...series, ...moreFigures]}>
      <MantineLineChart
        h={height ?? 260}
        data={mantineData(data)}
        dataKey={category.key}
        series={mantineSeries(series, colourOf)}
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
