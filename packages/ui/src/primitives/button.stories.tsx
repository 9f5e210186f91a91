import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, CarFront, Plus, Trash2 } from 'lucide-react';
import { Button } from './button.tsx';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Book a ride' },
  argTypes: {
    variant: {
      control: 'select',
      options: ['default', 'secondary', 'outline', 'ghost', 'destructive', 'success', 'link'],
    },
    size: { control: 'select', options: ['sm', 'default', 'lg', 'icon', 'icon-sm'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-3">
      <Button>Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="outline">Outline</Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="destructive">Cancel ride</Button>
      <Button variant="success">Accept ride</Button>
      <Button variant="link">Learn more</Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-3">
      <Button size="sm">Small</Button>
      <Button>Default</Button>
      <Button size="lg">
        Find Your Ride
        <ArrowRight aria-hidden="true" />
      </Button>
      <Button size="icon" aria-label="Add stop">
        <Plus aria-hidden="true" />
      </Button>
      <Button size="icon-sm" variant="outline" aria-label="Delete">
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  ),
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <CarFront aria-hidden="true" />
        Become a Driver
      </>
    ),
  },
};

export const Loading: Story = { args: { loading: true, children: 'Signing In...' } };

export const Disabled: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      <Button disabled>Sign In</Button>
      <Button variant="outline" disabled>
        Outline
      </Button>
    </div>
  ),
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#register">Get Started</a> },
};

export const FullWidth: Story = {
  args: { fullWidth: true, size: 'lg', children: 'Create Account' },
  decorators: [(Story) => <div className="w-80">{Story()}</div>],
};
