import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { toast } from 'react-hot-toast';
import { Button } from '../primitives/button.tsx';
import { notify, notifyError } from './notify.ts';

function ToastPlayground({ onMount }: { onMount?: () => void }) {
  useEffect(() => {
    toast.remove();
    onMount?.();
  }, [onMount]);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => notify.success('Login successful! Redirecting to dashboard...')}
        >
          Success
        </Button>
        <Button variant="outline" onClick={() => notify.error('Invalid credentials. Please try again.')}>
          Error
        </Button>
        <Button variant="outline" onClick={() => notify.info('Your driver is 3 minutes away.')}>
          Info
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            notifyError(
              { status: 409, data: { message: 'This email is already registered.' } },
              'Registration failed. Please try again.',
            )
          }
        >
          API error
        </Button>
      </div>
      <p className="max-w-md text-sm text-muted-foreground">
        Auto-close after 4000 ms, at most 3 visible, swipe sideways past 45 px to dismiss, hover to pause,
        Alt+T to focus the toasts.
      </p>
    </div>
  );
}

const meta = {
  title: 'Feedback/Toasts',
  component: ToastPlayground,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "One API for the apps: `notify.success / error / info`, and `notifyError(error, fallback)` that shows an API error body's message when there is one. Mount `<Toaster />` once (UiProvider does).",
      },
    },
  },
  decorators: [(Story) => <div className="min-h-[22rem] p-6">{Story()}</div>],
} satisfies Meta<typeof ToastPlayground>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

// Long durations keep the toasts on screen for screenshots and accessibility checks.
const HOLD = { duration: 60_000 };

export const Success: Story = {
  args: { onMount: () => notify.success('Account created successfully! Please login to continue.', HOLD) },
};

export const Error: Story = {
  args: { onMount: () => notify.error('Logout failed. Please try again.', HOLD) },
};

export const Info: Story = { args: { onMount: () => notify.info('Your driver has arrived.', HOLD) } };

export const Stack: Story = {
  name: 'Stack (4 shown, 3 visible)',
  args: {
    onMount: () => {
      notify.info('First: you will not see me for long', HOLD);
      notify.success('Successfully logged out!', HOLD);
      notify.error('Registration failed. Please try again.', HOLD);
      notify.info('Your ride is scheduled for tomorrow, 8:30 AM.', HOLD);
    },
  },
};
