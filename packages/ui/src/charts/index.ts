// Lazy entry '@ridebook/ui/charts': recharts lives here, out of the apps' first bundle.
export { AreaChart, BarChart, chartColor, DonutChart, LineChart } from './charts.tsx';
export type { CartesianChartProps, ChartColor, ChartSeries, DonutChartProps, DonutSlice } from './charts.tsx';
