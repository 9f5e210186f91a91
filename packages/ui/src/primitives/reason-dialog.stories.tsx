import type { Meta, StoryObj } from '@storybook/react-vite';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { Button } from './button.tsx';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';
import { RadioGroup, RadioGroupItem } from './radio-group.tsx';
import { ReasonDialogFrame, ReasonField } from './reason-dialog.tsx';

const meta = {
  title: 'Forms/ReasonDialogFrame',
  component: ReasonDialogFrame,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A change that needs a reason (suspend an account, refund a ride, cancel a ride): title, what will happen, the fields, then confirm or cancel, with a pending state. It holds no form state: the screen brings its formik form (`onSubmit={formik.handleSubmit}`, `isPending={formik.isSubmitting}`) and says when it is open. `ReasonField` is the reason text box.',
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj;

function SuspendAccount({ isOpen: initiallyOpen = false }: { isOpen?: boolean }) {
  const [isOpen, setIsOpen] = useState(initiallyOpen);
  return (
    <div className="p-6">
      <ReasonDialogFrame
        trigger={<Button variant="outline">Suspend</Button>}
        open={isOpen}
        onOpenChange={setIsOpen}
        title="Suspend Dana Driver?"
        description="Dana cannot go online until an administrator reinstates the account. Dana sees the reason."
        onSubmit={(event) => {
          event.preventDefault();
          setIsOpen(false);
        }}
        isPending={false}
        confirmLabel="Suspend"
        pendingLabel="Suspending..."
        isDestructive
      >
        <ReasonField name="reason" hint="Kept in the audit log." />
      </ReasonDialogFrame>
    </div>
  );
}

function RefundRide() {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <div className="p-6">
      <ReasonDialogFrame
        trigger={<Button variant="outline">Refund</Button>}
        open={isOpen}
        onOpenChange={setIsOpen}
        title="Refund this ride?"
        description="Up to $19.00 can still be refunded. The reason is kept in the audit log."
        onSubmit={(event) => event.preventDefault()}
        isPending
        confirmLabel="Refund"
        pendingLabel="Refunding..."
      >
        <FormField label="Amount ($)" required>
          <Input name="amount" inputMode="decimal" defaultValue="19.00" />
        </FormField>
        <ReasonField name="reason" required defaultValue="Driver took a long detour" />
      </ReasonDialogFrame>
    </div>
  );
}

function CancelRide() {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <div className="p-6">
      <ReasonDialogFrame
        trigger={
          <Button variant="outline" className="text-destructive hover:text-destructive">
            <Ban aria-hidden="true" />
            Cancel Ride
          </Button>
        }
        open={isOpen}
        onOpenChange={setIsOpen}
        title="Cancel this ride?"
        description="The rider is told at once and can book again. Please tell us why."
        onSubmit={(event) => event.preventDefault()}
        isPending={false}
        confirmLabel="Cancel Ride"
        cancelLabel="Keep Ride"
        isDestructive
      >
        <FormField label="Reason" required>
          <RadioGroup name="choice" defaultValue="Other">
            {['Rider not at pickup', 'Vehicle problem', 'Other'].map((reason) => (
              <label key={reason} className="flex cursor-pointer items-center gap-3 text-sm">
                <RadioGroupItem value={reason} />
                {reason}
              </label>
            ))}
          </RadioGroup>
        </FormField>
        <ReasonField name="otherReason" label="Your reason" required />
      </ReasonDialogFrame>
    </div>
  );
}

export const Closed: Story = { render: () => <SuspendAccount /> };

export const Open: Story = {
  name: 'Open: a reason',
  tags: ['!autodocs'],
  render: () => <SuspendAccount isOpen />,
};

export const WithFieldsPending: Story = {
  name: 'Open: more fields, pending',
  tags: ['!autodocs'],
  render: () => <RefundRide />,
};

export const WithChoices: Story = {
  name: 'Open: choices and own words',
  tags: ['!autodocs'],
  render: () => <CancelRide />,
};
