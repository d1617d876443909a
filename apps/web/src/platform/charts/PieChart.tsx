import { PieChart as MantinePieChart } from '@mantine/charts';
import { ColorSwatch, Group, getThemeColor, Stack, Text, useMantineTheme } from '@mantine/core';
import {
  type ChartCategory,
  type ChartFigure,
  ChartFrame,
  type ChartRow,
  colourOf,
  wordsOf,
} from './ChartFrame';

/**
 * Shares of a whole (clients by funder), one slice per row, with a legend that names each slice
 * and writes its figure, so no slice is told by its colour alone.
 */
export function PieChart<Row extends ChartRow>({
  title,
  data,
  category,
  value,
  moreFigures = [],
  size = 180,
  withTable,
}: {
  title: string;
  data: readonly Row[];
  category: ChartCategory<Row>;
  /** The figure each slice's size is. */
  value: ChartFigure<Row>;
  moreFigures?: readonly ChartFigure<Row>[];
  size?: number;
  /** Shows the figures' table on screen too (ChartFrame). */
  withTable?: boolean;
}) {
  const theme = useMantineTheme();
  const slices = data.map((row, index) => ({
    name: String(row[category.key] ?? ''),
    value: Number(row[value.key] ?? 0),
    color: colourOf({}, index),
    row,
  }));
  return (
    <ChartFrame
      title={title}
      rows={data}
      category={category}
      figures={[value, ...moreFigures]}
      withTable={withTable}
    >
      <Group align="center" gap="lg" wrap="wrap">
        <MantinePieChart
          size={size}
          data={slices.map(({ name, value: sliceValue, color }) => ({
            name,
            value: sliceValue,
            color,
          }))}
          withTooltip={false}
          // The drawing is hidden from screen readers (the table says it): nothing in it takes focus.
          accessibilityLayer={false}
          withLabels
          labelsType="percent"
        />
        <Stack gap={4}>
          {slices.map((slice) => (
            <Group key={slice.name} gap="xs" wrap="nowrap">
              <ColorSwatch color={getThemeColor(slice.color, theme)} size={12} />
              <Text size="sm">
                {slice.name}: {wordsOf(value, slice.row)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </ChartFrame>
  );
}
