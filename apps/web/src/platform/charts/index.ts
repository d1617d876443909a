export { AreaChart } from './AreaChart';
export { BarChart } from './BarChart';
export type { ChartCategory, ChartFigure } from './ChartFrame';
export type { CategoryChartProps } from './chart-props';
export { GroupedBarChart } from './GroupedBarChart';
export { HeadlineFigure } from './HeadlineFigure';
export { LineChart } from './LineChart';
export { PieChart } from './PieChart';
export { pivotRows } from './pivot';
export { ReportAnswer, ReportSection } from './ReportParts';
export {
  periodText,
  ReportFilterBar,
  type ReportFilters,
  useReportFilters,
} from './report-filters';
