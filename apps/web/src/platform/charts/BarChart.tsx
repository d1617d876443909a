import { BarChart as MantineBarChart } from '@mantine/charts';
import { ChartFrame, type ChartRow, colourOf } from './ChartFrame';
import { barLabels, type CategoryChartProps, mantineData, mantineSeries } from './chart-props';

const ROW_HEIGHT = 34;

/**
 * Bars across the page, one per category, each with its number written at its end, so nothing
 * is told by length or colour alone: for counts and shares by stage, branch or source.
 */
export function BarChart<Row extends ChartRow>(props: CategoryChartProps<Row>) {
  const { title, data, category, series, moreFigures = [], format, max, height } = props;
  return (
    <ChartFrame title={title} rows={data} category={category} figures={[...series, ...moreFigures]}>
      <MantineBarChart
        h={height ?? data.length * ROW_HEIGHT * Math.max(series.length, 1) + 40}
        data={mantineData(data)}
        dataKey={category.key}
        series={mantineSeries(series, colourOf)}
        orientation="vertical"
        withBarValueLabel
        valueLabelProps={barLabels(series)}
        withTooltip={false}
        // The drawing is hidden from screen readers (the table says it): nothing in it takes focus.
        accessibilityLayer={false}
        withLegend={series.length > 1}
        valueFormatter={format}
        xAxisProps={max === undefined ? undefined : { domain: [0, max] }}
        yAxisProps={{ width: 150 }}
        gridAxis="x"
        // Room at the end of the longest bar for its words.
        barChartProps={{ margin: { right: 110 } }}
      />
    </ChartFrame>
  );
}
