import type { Meta, StoryObj } from '@storybook/react-vite';
import { Timeline } from './timeline.tsx';
import type { TimelineItem } from './timeline.tsx';

const at = (minutes: number) => new Date(Date.UTC(2025, 2, 4, 14, minutes));
// Fixed format so the story reads the same in every time zone.
const formatTime = (date: Date) =>
  `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;

const inProgress: TimelineItem[] = [
  { id: 'requested', title: 'Ride requested', at: at(2), actor: 'Rider · Ada Lovelace' },
  {
    id: 'accepted',
    title: 'Driver accepted',
    at: at(3),
    actor: 'Driver · Sam Lee',
    description: 'Toyota Prius · KA-01-1234',
  },
  { id: 'arrived', title: 'Driver arrived', at: at(8), actor: 'Driver · Sam Lee' },
  { id: 'in-progress', title: 'Ride started', at: at(10), description: 'On the way to Airport T2' },
  { id: 'completed', title: 'Ride completed' },
];

const meta = {
  title: 'Data/Timeline',
  component: Timeline,
  args: { items: inProgress, currentId: 'in-progress', formatTime },
  decorators: [(Story) => <div className="w-96 max-w-full">{Story()}</div>],
} satisfies Meta<typeof Timeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};

export const Completed: Story = {
  args: {
    currentId: 'completed',
    items: [
      ...inProgress.slice(0, 4),
      {
        id: 'completed',
        title: 'Ride completed',
        at: at(31),
        description: 'Paid $18.40 by card',
        tone: 'success',
      },
    ],
  },
};

export const Cancelled: Story = {
  args: {
    currentId: 'cancelled',
    items: [
      inProgress[0]!,
      inProgress[1]!,
      {
        id: 'cancelled',
        title: 'Ride cancelled',
        at: at(5),
        actor: 'Rider · Ada Lovelace',
        tone: 'destructive',
        description: 'Changed plans',
      },
    ],
  },
};
