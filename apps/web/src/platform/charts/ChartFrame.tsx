import { Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './charts.module.css';

/** One figure a chart draws or its table lists: a column of the data, its label and its words. */
export interface ChartFigure<Row> {
  key: keyof Row & string;
  label: string;
  /** A Mantine colour (e.g. 'blue.6'); the palette's next one unless given. */
  color?: string;
  /** What a row's figure says in words in the table, e.g. "12 (40%)"; the number unless given. */
  text?: (row: Row) => string;
}

/** The category each row is (a stage, a branch, a month): the table's first column. */
export interface ChartCategory<Row> {
  key: keyof Row & string;
  label: string;
}

export type ChartRow = Record<string, unknown>;

/** Colours that stay apart for most colour vision, in the order series take them. */
export const CHART_COLOURS = ['blue.7', 'orange.6', 'teal.7', 'grape.6', 'yellow.7', 'gray.7'];

export const colourOf = (figure: { color?: string }, index: number) =>
  figure.color ?? CHART_COLOURS[index % CHART_COLOURS.length] ?? 'blue.7';

export const wordsOf = <Row extends ChartRow>(figure: ChartFigure<Row>, row: Row) =>
  figure.text ? figure.text(row) : String(row[figure.key] ?? '');

/**
 * A chart as a figure: its title, the drawing (hidden from screen readers, which read the table
 * instead) and a table of the same figures, printed on paper and, unless `withTable`, visually
 * hidden on screen.
 */
export function ChartFrame<Row extends ChartRow>({
  title,
  rows,
  category,
  figures,
  children,
  withTable = false,
}: {
  title: string;
  rows: readonly Row[];
  category: ChartCategory<Row>;
  figures: readonly ChartFigure<Row>[];
  children: ReactNode;
  /** Shows the table on screen too, below the drawing (a report whose numbers are read). */
  withTable?: boolean;
}) {
  const captionId = useId();
  return (
    <figure style={{ margin: 0 }} aria-labelledby={captionId}>
      <Text component="figcaption" fw={600} size="sm" mb={4} id={captionId}>
        {title}
      </Text>
      <div aria-hidden data-chart-drawing>
        {children}
      </div>
      {/* A table grows to its content whatever its width: the clip is on a box around it. */}
      <div className={withTable ? classes.shown : classes.figures} data-chart-figures>
        <table aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col">{category.label}</th>
              {figures.map((figure) => (
                <th scope="col" key={figure.key}>
                  {figure.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const name = String(row[category.key] ?? '');
              return (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  {figures.map((figure) => (
                    <td key={figure.key}>{wordsOf(figure, row)}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
