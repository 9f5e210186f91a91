import type { Meta, StoryObj } from '@storybook/react-vite';
import { ZONE_MESSAGES, type PickupZone } from '@ridebook/validation';
import { useState } from 'react';
import { PickupPointChoice } from './pickup-point-choice.tsx';
import { PickupPointLine } from './pickup-point-line.tsx';

const terminal: PickupZone = {
  id: '6a000000-0000-4000-8000-000000000001',
  kind: 'airport',
  name: 'San Francisco International Airport',
  pickupPoints: [
    { id: '6b000000-0000-4000-8000-000000000001', name: 'Terminal 1, Door 3', lat: 37.6136, lng: -122.3862 },
    { id: '6b000000-0000-4000-8000-000000000002', name: 'Terminal 2, Door 5', lat: 37.6151, lng: -122.3847 },
    { id: '6b000000-0000-4000-8000-000000000003', name: 'International Terminal, Door G', lat: 37.6163, lng: -122.3928 },
  ],
};

function Choice({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <div className="grid max-w-md gap-4">
      <PickupPointChoice zone={terminal} value={value} onChange={setValue} error={error} />
      {value !== '' && (
        <PickupPointLine
          point={{
            id: value,
            name: terminal.pickupPoints.find((point) => point.id === value)?.name ?? '',
            zoneName: terminal.name,
          }}
        />
      )}
    </div>
  );
}

const meta = {
  title: 'Data/Pickup point choice',
  component: PickupPointChoice,
  parameters: {
    docs: {
      description: {
        component:
          "A pickup inside an airport or station zone: the rider chooses where to meet the driver; the ride, the driver's offer and the driver's ride then name the point (the line under the choice).",
      },
    },
  },
  args: { zone: terminal, value: '', onChange: () => undefined },
} satisfies Meta<typeof PickupPointChoice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosenYet: Story = { render: () => <Choice /> };

export const Chosen: Story = { render: () => <Choice initial={terminal.pickupPoints[1]!.id} /> };

export const BookedWithoutAChoice: Story = {
  render: () => <Choice error={ZONE_MESSAGES.pickupPointRequired} />,
};
