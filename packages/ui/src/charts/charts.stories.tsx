import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../primitives/card.tsx';
import { AreaChart, BarChart, DonutChart, LineChart } from './charts.tsx';

const week = [
  { day: 'Mon', rides: 120, cancelled: 8, earnings: 1840 },
  { day: 'Tue', rides: 132, cancelled: 6, earnings: 1990 },
  { day: 'Wed', rides: 101, cancelled: 9, earnings: 1620 },
  { day: 'Thu', rides: 154, cancelled: 5, earnings: 2310 },
  { day: 'Fri', rides: 198, cancelled: 12, earnings: 3120 },
  { day: 'Sat', rides: 221, cancelled: 14, earnings: 3480 },
  { day: 'Sun', rides: 176, cancelled: 7, earnings: 2650 },
];

const money = (value: number) => `$${value.toLocaleString('en-US')}`;

const meta = {
  title: 'Charts/Charts',
  component: AreaChart,
  parameters: {
    docs: {
      description: {
        component:
          "Recharts, themed through the CSS variables (so light and dark just work), with the numbers also in a visually hidden table. Import lazily: `lazy(() => import('@ridebook/ui/charts'))`.",
      },
    },
  },
  decorators: [
    (Story) => (
      <Card className="w-[40rem] max-w-full">
        <CardContent className="pt-6">{Story()}</CardContent>
      </Card>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj;

export const Area: Story = {
  render: () => (
    <AreaChart
      title="Earnings this week"
      data={week}
      xKey="day"
      series={[{ key: 'earnings', label: 'Earnings' }]}
      valueFormatter={money}
    />
  ),
};

export const Bar: Story = {
  render: () => (
    <BarChart
      title="Rides and cancellations this week"
      data={week}
      xKey="day"
      series={[
        { key: 'rides', label: 'Completed rides' },
        { key: 'cancelled', label: 'Cancelled', color: 'chart-4' },
      ]}
    />
  ),
};

export const Stacked: Story = {
  render: () => (
    <BarChart
      title="Rides by outcome"
      data={week}
      xKey="day"
      stacked
      series={[
        { key: 'rides', label: 'Completed' },
        { key: 'cancelled', label: 'Cancelled', color: 'chart-3' },
      ]}
    />
  ),
};

export const Line: Story = {
  render: () => (
    <LineChart
      title="Rides per day"
      data={week}
      xKey="day"
      series={[
        { key: 'rides', label: 'Rides' },
        { key: 'cancelled', label: 'Cancelled', color: 'chart-4' },
      ]}
    />
  ),
};

/** Small counts (connections, offers): the value axis shows whole numbers only, never 0.25 of a connection. */
export const Counts: Story = {
  render: () => (
    <LineChart
      title="Connections"
      data={[
        { at: '10:00', riders: 0, drivers: 0 },
        { at: '10:05', riders: 1, drivers: 0 },
        { at: '10:10', riders: 1, drivers: 1 },
        { at: '10:15', riders: 0, drivers: 1 },
      ]}
      xKey="at"
      counts
      series={[
        { key: 'riders', label: 'Riders' },
        { key: 'drivers', label: 'Drivers' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const valueTicks = () =>
      [
        ...canvasElement.querySelectorAll('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value'),
      ].map((tick) => tick.textContent ?? '');
    await waitFor(() => expect(valueTicks().length).toBeGreaterThan(1), { timeout: 5_000 });
    await expect(valueTicks().every((tick) => /^\d+$/.test(tick))).toBe(true);
  },
};

export const Donut: Story = {
  render: () => (
    <DonutChart
      title="Payments by method"
      data={[
        { label: 'Card', value: 540 },
        { label: 'Cash', value: 310 },
        { label: 'Wallet', value: 152 },
      ]}
      centerValue="1,002"
      centerLabel="rides"
    />
  ),
};

export const Empty: Story = {
  render: () => (
    <AreaChart
      title="Earnings this week"
      data={[]}
      xKey="day"
      series={[{ key: 'earnings', label: 'Earnings' }]}
    />
  ),
};

export const InACard: Story = {
  name: 'Dashboard card',
  decorators: [(Story) => <div className="w-[40rem] max-w-full">{Story()}</div>],
  render: () => (
    <div className="-m-6">
      <CardHeader>
        <CardTitle>Weekly earnings</CardTitle>
        <CardDescription>$17,010 · up 9% on last week</CardDescription>
      </CardHeader>
      <CardContent>
        <AreaChart
          title="Weekly earnings"
          data={week}
          xKey="day"
          series={[{ key: 'earnings', label: 'Earnings', color: 'chart-2' }]}
          valueFormatter={money}
          height={220}
        />
      </CardContent>
    </div>
  ),
};
