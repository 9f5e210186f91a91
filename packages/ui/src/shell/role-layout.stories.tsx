import type { Meta, StoryObj } from '@storybook/react-vite';
import { Car, DollarSign, Star, Users } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../primitives/badge.tsx';
import { Button } from '../primitives/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../primitives/card.tsx';
import { StatCard } from '../primitives/stat-card.tsx';
import { RoleLayout } from './role-layout.tsx';
import { sidebarCookie } from './sidebar-state.ts';

function DashboardPage({ role }: { role: 'rider' | 'driver' | 'admin' }) {
  const stats = {
    rider: [
      { label: 'Rides this month', value: '14', icon: Car },
      { label: 'Spent this month', value: '$212.60', icon: DollarSign },
      { label: 'Your rating', value: '4.9', icon: Star },
    ],
    driver: [
      { label: 'Earnings today', value: '$182.40', icon: DollarSign },
      { label: 'Rides today', value: '9', icon: Car },
      { label: 'Rating', value: '4.95', icon: Star },
    ],
    admin: [
      { label: 'Active riders', value: '50,214', icon: Users },
      { label: 'Drivers online', value: '1,083', icon: Car },
      { label: 'Rides today', value: '7,902', icon: DollarSign },
    ],
  }[role];
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Good afternoon</h1>
          <p className="text-sm text-muted-foreground">Here is what is happening today.</p>
        </div>
        {role === 'rider' && <Button>Book a Ride</Button>}
        {role === 'driver' && <Badge variant="success">Online</Badge>}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {stats.map((stat) => (
          <StatCard key={stat.label} {...stat} />
        ))}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Recent activity</CardTitle>
          <CardDescription>Your latest rides and updates.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          {[
            'Airport T2 → 12 Market St',
            'Central Station → Oak Avenue',
            'City Hospital → Riverside Mall',
          ].map((trip) => (
            <div key={trip} className="flex items-center justify-between rounded-lg border p-3">
              <span className="font-medium">{trip}</span>
              <Badge variant="success">Completed</Badge>
            </div>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}

const meta = {
  title: 'Shell/RoleLayout',
  component: RoleLayout,
  args: { role: 'rider', user: { name: 'Ada Lovelace' }, onSignOut: () => undefined },
  parameters: { layout: 'fullscreen', route: '/rider/dashboard' },
  render: (args) => (
    <RoleLayout {...args}>
      <DashboardPage role={args.role === 'admin' || args.role === 'driver' ? args.role : 'rider'} />
    </RoleLayout>
  ),
  beforeEach: () => {
    // Each story starts expanded, whatever an earlier story left in the sidebar cookie.
    document.cookie = sidebarCookie(true);
  },
} satisfies Meta<typeof RoleLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rider: Story = {};

export const Driver: Story = {
  args: { role: 'driver', user: { name: 'Sam Lee' }, pageTitle: 'Dashboard' },
  parameters: { route: '/driver/dashboard' },
};

export const Admin: Story = {
  args: { role: 'admin', user: { name: 'Grace Hopper' } },
  parameters: { route: '/admin/dashboard' },
};

export const PageTitle: Story = {
  name: 'Rider: Book a Ride page',
  args: { pageTitle: 'Book a Ride' },
  parameters: { route: '/rider/book-ride' },
};

export const NoName: Story = {
  name: 'User without a name',
  args: { role: 'driver', user: { name: null } },
  parameters: { route: '/driver/ride-history' },
};

export const Loading: Story = { args: { isLoading: true } };

export const Collapsed: Story = {
  name: 'Sidebar collapsed to icons',
  tags: ['!autodocs'],
  args: { role: 'driver', user: { name: 'Sam Lee' } },
  parameters: { route: '/driver/earnings' },
  beforeEach: () => {
    document.cookie = sidebarCookie(false);
  },
};

export const UnknownRole: Story = {
  name: 'Unknown role (empty menu)',
  args: { role: 'guest', user: { name: 'Visitor' } },
};

export const MobileSidebarOpen: Story = {
  name: 'Mobile: sidebar sheet open',
  tags: ['!autodocs', 'mobile'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle sidebar' }));
    await waitFor(() => expect(within(document.body).getByRole('dialog')).toBeVisible());
  },
};
