import type { Meta, StoryObj } from '@storybook/react-vite';
import { Car, DollarSign, Star, Users } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage } from './avatar.tsx';
import { Badge } from './badge.tsx';
import { Button } from './button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.tsx';
import { Separator } from './separator.tsx';
import { Skeleton } from './skeleton.tsx';
import { Spinner } from './spinner.tsx';
import { StatCard } from './stat-card.tsx';

const meta = {
  title: 'Primitives/Display',
  component: Card,
  parameters: {
    docs: { description: { component: 'Card, Badge, Avatar, Separator, Skeleton, Spinner, StatCard.' } },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RideCard: Story = {
  name: 'Card',
  render: () => (
    <Card className="w-96">
      <CardHeader>
        <div className="flex items-center justify-between">
          <CardTitle>Your ride is on the way</CardTitle>
          <Badge variant="success">Accepted</Badge>
        </div>
        <CardDescription>Sam Lee · Toyota Prius · KA-01-1234</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <div className="flex justify-between">
          <span className="text-muted-foreground">Pickup</span>
          <span className="font-medium">12 Market Street</span>
        </div>
        <Separator />
        <div className="flex justify-between">
          <span className="text-muted-foreground">Arrives in</span>
          <span className="font-medium">3 min</span>
        </div>
      </CardContent>
      <CardFooter>
        <Button variant="outline" className="flex-1">
          Contact driver
        </Button>
        <Button variant="destructive" className="flex-1">
          Cancel ride
        </Button>
      </CardFooter>
    </Card>
  ),
};

export const Badges: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge>New</Badge>
      <Badge variant="secondary">Scheduled</Badge>
      <Badge variant="outline">Cash</Badge>
      <Badge variant="success">Completed</Badge>
      <Badge variant="warning">Pending approval</Badge>
      <Badge variant="destructive">Cancelled</Badge>
      <Badge variant="info">In progress</Badge>
      <Badge variant="muted">Offline</Badge>
    </div>
  ),
};

export const Avatars: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Avatar>
        <AvatarImage alt="" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" />
        <AvatarFallback>AL</AvatarFallback>
      </Avatar>
      <Avatar className="size-12">
        <AvatarFallback>SL</AvatarFallback>
      </Avatar>
      <Avatar className="size-7">
        <AvatarFallback>R</AvatarFallback>
      </Avatar>
    </div>
  ),
};

export const Loading: Story = {
  name: 'Skeleton and spinner',
  render: () => (
    <div className="grid w-80 gap-6">
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      </div>
      <div className="flex items-center gap-4 text-primary">
        <Spinner size="sm" />
        <Spinner />
        <Spinner size="lg" />
        <Spinner size="xl" label="Finding a driver" />
      </div>
    </div>
  ),
};

export const Stats: Story = {
  name: 'StatCard',
  render: () => (
    <div className="grid w-[48rem] max-w-full gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <StatCard
        label="Earnings today"
        value="$182.40"
        icon={DollarSign}
        change={{ value: '+12%', trend: 'up', label: 'vs. yesterday' }}
      />
      <StatCard label="Rides this week" value="47" icon={Car} change={{ value: '-3%', trend: 'down' }} />
      <StatCard label="Rating" value="4.9" icon={Star} description="From 312 reviews" />
      <StatCard
        label="Cancellations"
        value="2"
        icon={Users}
        upIsGood={false}
        change={{ value: '+1', trend: 'up', label: 'this week' }}
      />
      <StatCard label="Drivers online" value="—" icon={Users} isLoading />
    </div>
  ),
};
