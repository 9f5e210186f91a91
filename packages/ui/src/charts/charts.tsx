import { ChartNoAxesColumn } from 'lucide-react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import {
  Area,
  AreaChart as RechartsAreaChart,
  Bar,
  BarChart as RechartsBarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart as RechartsLineChart,
  Pie,
  PieChart as RechartsPieChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { TooltipContentProps } from 'recharts';
import { cn } from '../cn.ts';
import { EmptyState } from '../primitives/empty-state.tsx';

/** The five chart colours of the theme (they change with light and dark), or any CSS colour. */
export type ChartColor = 'chart-1' | 'chart-2' | 'chart-3' | 'chart-4' | 'chart-5' | (string & {});

export type ChartSeries = { key: string; label: string; color?: ChartColor };

const PALETTE: readonly ChartColor[] = ['chart-1', 'chart-2', 'chart-3', 'chart-4', 'chart-5'];

/** The CSS value of a chart colour: theme colours go through the CSS variables, so both modes just work. */
export function chartColor(color: ChartColor | undefined, index: number): string {
  const value = color ?? PALETTE[index % PALETTE.length] ?? 'chart-1';
  return /^chart-[1-5]$/.test(value) ? `var(--${value})` : value;
}

const defaultFormat = (value: number) => new Intl.NumberFormat().format(value);

type Datum = Record<string, unknown>;

export type CartesianChartProps<Row extends Datum> = {
  /** The chart's accessible name; the data is also exposed as a visually hidden table. */
  title: string;
  data: readonly Row[];
  /** The category key (dates, days, cities). */
  xKey: keyof Row & string;
  series: readonly ChartSeries[];
  height?: number;
  valueFormatter?: (value: number) => string;
  xFormatter?: (value: unknown) => string;
  /** Stack the series (areas and bars). */
  stacked?: boolean;
  /** The values are counts: the value axis shows whole numbers only. */
  counts?: boolean;
  showLegend?: boolean;
  emptyMessage?: ReactNode;
  className?: string;
};

const axisTick = { fill: 'var(--muted-foreground)', fontSize: 12 };

type TooltipFormatting = {
  valueFormatter: (value: number) => string;
  xFormatter: (value: unknown) => string;
};

function ChartTooltip({
  active,
  payload,
  label,
  valueFormatter,
  xFormatter,
}: Partial<TooltipContentProps<number, string>> & TooltipFormatting) {
  if (!active || !payload || payload.length === 0) return null;
  return (
    <div className="min-w-36 rounded-lg border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-lg">
      {label !== undefined && <p className="mb-1.5 font-semibold">{xFormatter(label)}</p>}
      <ul className="grid gap-1">
        {payload.map((entry) => (
          <li key={String(entry.dataKey ?? entry.name)} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-2.5 shrink-0 rounded-sm"
              style={{ background: entry.color ?? (entry.payload as { fill?: string } | undefined)?.fill }}
            />
            <span className="text-muted-foreground">{entry.name}</span>
            <span className="ml-auto font-semibold tabular-nums">{valueFormatter(Number(entry.value))}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Legend({ series }: { series: readonly ChartSeries[] }) {
  return (
    <ul className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 pt-3 text-xs text-muted-foreground">
      {series.map((item, index) => (
        <li key={item.key} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="size-2.5 rounded-sm"
            style={{ background: chartColor(item.color, index) }}
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** The numbers behind a chart, for screen readers. */
function DataTableFallback<Row extends Datum>({
  title,
  data,
  xKey,
  series,
  valueFormatter,
  xFormatter,
}: Pick<CartesianChartProps<Row>, 'title' | 'data' | 'xKey' | 'series'> & TooltipFormatting) {
  return (
    // A table ignores a 1 px width: the visually hidden box is a div around it, so it never widens the page.
    <div className="sr-only">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{xKey}</th>
            {series.map((item) => (
              <th key={item.key} scope="col">
                {item.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.map((row, index) => (
            <tr key={index}>
              <th scope="row">{xFormatter(row[xKey])}</th>
              {series.map((item) => (
                <td key={item.key}>{valueFormatter(Number(row[item.key]))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ChartFrame({
  title,
  height,
  className,
  isEmpty,
  emptyMessage,
  children,
  fallback,
  legend,
}: {
  title: string;
  height: number;
  className?: string | undefined;
  isEmpty: boolean;
  emptyMessage: ReactNode;
  children: ReactNode;
  fallback: ReactNode;
  legend: ReactNode;
}) {
  if (isEmpty) {
    return (
      <EmptyState
        icon={ChartNoAxesColumn}
        title={emptyMessage}
        className={className}
        description="Figures appear here once there is activity."
      />
    );
  }
  return (
    <figure className={cn('w-full', className)}>
      <figcaption className="sr-only">{title}</figcaption>
      <div aria-hidden="true" style={{ height }} className="w-full">
        {children}
      </div>
      {legend}
      {fallback}
    </figure>
  );
}

type ChartKind = 'area' | 'bar' | 'line';

function CartesianChart<Row extends Datum>({
  kind,
  title,
  data,
  xKey,
  series,
  height = 280,
  valueFormatter = defaultFormat,
  xFormatter = (value: unknown) => String(value),
  stacked = false,
  counts = false,
  showLegend = series.length > 1,
  emptyMessage = 'No data for this period',
  className,
}: CartesianChartProps<Row> & { kind: ChartKind }) {
  const gradientId = useId().replace(/:/g, '');
  const margin = { top: 8, right: 8, bottom: 0, left: 0 };
  const common = (
    <>
      <CartesianGrid vertical={false} stroke="var(--border)" strokeDasharray="3 3" />
      <XAxis<Datum>
        dataKey={xKey}
        tick={axisTick}
        tickLine={false}
        axisLine={false}
        tickMargin={8}
        tickFormatter={xFormatter}
        minTickGap={16}
      />
      <YAxis
        tick={axisTick}
        tickLine={false}
        axisLine={false}
        tickMargin={4}
        width="auto"
        allowDecimals={!counts}
        tickFormatter={(value: number) => valueFormatter(value)}
      />
      <Tooltip
        cursor={kind === 'bar' ? { fill: 'var(--muted)', opacity: 0.6 } : { stroke: 'var(--border)' }}
        content={<ChartTooltip valueFormatter={valueFormatter} xFormatter={xFormatter} />}
      />
    </>
  );
  const rows = data as Row[];
  let chart: ReactNode;
  if (kind === 'area') {
    chart = (
      <RechartsAreaChart
        data={rows}
        margin={margin}
        responsive
        accessibilityLayer={false}
        style={{ width: '100%', height: '100%' }}
      >
        <defs>
          {series.map((item, index) => (
            <linearGradient key={item.key} id={`${gradientId}-${index}`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={chartColor(item.color, index)} stopOpacity={0.35} />
              <stop offset="95%" stopColor={chartColor(item.color, index)} stopOpacity={0.02} />
            </linearGradient>
          ))}
        </defs>
        {common}
        {series.map((item, index) => (
          <Area
            key={item.key}
            type="monotone"
            dataKey={item.key}
            name={item.label}
            stroke={chartColor(item.color, index)}
            strokeWidth={2}
            fill={`url(#${gradientId}-${index})`}
            stackId={stacked ? 'stack' : undefined}
            activeDot={{ r: 4, strokeWidth: 0 }}
          />
        ))}
      </RechartsAreaChart>
    );
  } else if (kind === 'bar') {
    chart = (
      <RechartsBarChart
        data={rows}
        margin={margin}
        // Stacked negative values (a refund) go below the axis, positive ones above it.
        stackOffset={stacked ? 'sign' : undefined}
        responsive
        accessibilityLayer={false}
        style={{ width: '100%', height: '100%' }}
      >
        {common}
        {series.map((item, index) => (
          <Bar
            key={item.key}
            dataKey={item.key}
            name={item.label}
            fill={chartColor(item.color, index)}
            radius={stacked && index < series.length - 1 ? 0 : [6, 6, 0, 0]}
            stackId={stacked ? 'stack' : undefined}
            maxBarSize={40}
          />
        ))}
      </RechartsBarChart>
    );
  } else {
    chart = (
      <RechartsLineChart
        data={rows}
        margin={margin}
        responsive
        accessibilityLayer={false}
        style={{ width: '100%', height: '100%' }}
      >
        {common}
        {series.map((item, index) => (
          <Line
            key={item.key}
            type="monotone"
            dataKey={item.key}
            name={item.label}
            stroke={chartColor(item.color, index)}
            strokeWidth={2.25}
            dot={false}
            activeDot={{ r: 4, strokeWidth: 0 }}
          />
        ))}
      </RechartsLineChart>
    );
  }
  return (
    <ChartFrame
      title={title}
      height={height}
      className={className}
      isEmpty={data.length === 0}
      emptyMessage={emptyMessage}
      legend={showLegend ? <Legend series={series} /> : null}
      fallback={
        <DataTableFallback
          title={title}
          data={data}
          xKey={xKey}
          series={series}
          valueFormatter={valueFormatter}
          xFormatter={xFormatter}
        />
      }
    >
      {chart}
    </ChartFrame>
  );
}

/** A trend over time (rides per day, earnings per week), filled under the line. */
export function AreaChart<Row extends Datum>(props: CartesianChartProps<Row>) {
  return <CartesianChart kind="area" {...props} />;
}

/** Compare categories (rides per city, earnings per weekday). */
export function BarChart<Row extends Datum>(props: CartesianChartProps<Row>) {
  return <CartesianChart kind="bar" {...props} />;
}

/** Several trends on one axis. */
export function LineChart<Row extends Datum>(props: CartesianChartProps<Row>) {
  return <CartesianChart kind="line" {...props} />;
}

export type DonutSlice = { label: string; value: number; color?: ChartColor };

export type DonutChartProps = {
  title: string;
  data: readonly DonutSlice[];
  height?: number;
  valueFormatter?: (value: number) => string;
  /** Shown in the hole, e.g. the total. */
  centerLabel?: ReactNode;
  centerValue?: ReactNode;
  emptyMessage?: ReactNode;
  className?: string;
};

/** Shares of a whole: rides by status, payments by method. */
export function DonutChart({
  title,
  data,
  height = 240,
  valueFormatter = defaultFormat,
  centerLabel,
  centerValue,
  emptyMessage = 'No data for this period',
  className,
}: DonutChartProps) {
  const series = data.map((slice) => ({ key: slice.label, label: slice.label, color: slice.color }));
  const rows = data.map((slice, index) => ({ ...slice, fill: chartColor(slice.color, index) }));
  return (
    <ChartFrame
      title={title}
      height={height}
      className={className}
      isEmpty={data.length === 0 || data.every((slice) => slice.value === 0)}
      emptyMessage={emptyMessage}
      legend={<Legend series={series} />}
      fallback={
        <div className="sr-only">
          <table>
            <caption>{title}</caption>
            <tbody>
              {data.map((slice) => (
                <tr key={slice.label}>
                  <th scope="row">{slice.label}</th>
                  <td>{valueFormatter(slice.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      }
    >
      <div className="relative size-full">
        <RechartsPieChart responsive accessibilityLayer={false} style={{ width: '100%', height: '100%' }}>
          <Tooltip
            content={<ChartTooltip valueFormatter={valueFormatter} xFormatter={(value) => String(value)} />}
          />
          <Pie
            data={rows}
            dataKey="value"
            nameKey="label"
            rootTabIndex={-1}
            innerRadius="62%"
            outerRadius="92%"
            paddingAngle={2}
            stroke="var(--card)"
            strokeWidth={2}
          >
            {rows.map((row) => (
              <Cell key={row.label} fill={row.fill} />
            ))}
          </Pie>
        </RechartsPieChart>
        {(centerLabel || centerValue) && (
          <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
            {centerValue && <span className="text-2xl font-bold tabular-nums">{centerValue}</span>}
            {centerLabel && <span className="text-xs text-muted-foreground">{centerLabel}</span>}
          </div>
        )}
      </div>
    </ChartFrame>
  );
}
