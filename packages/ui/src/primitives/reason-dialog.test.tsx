import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { ReasonDialogFrame, ReasonField } from './reason-dialog.tsx';

function SuspendDialog({
  onSubmit,
  isPending = false,
  onOpenChange,
}: {
  onSubmit: () => void;
  isPending?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <ReasonDialogFrame
      trigger={<Button variant="outline">Suspend</Button>}
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        onOpenChange?.(open);
      }}
      title="Suspend Dana?"
      description="Dana cannot go online until reinstated."
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      isPending={isPending}
      confirmLabel="Suspend"
      pendingLabel="Suspending..."
      isDestructive
    >
      <ReasonField
        name="reason"
        hint="Kept in the audit log."
        error={reason ? undefined : 'Please give a reason.'}
        touched
        required
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </ReasonDialogFrame>
  );
}

async function open(ui: ReactElement) {
  const user = userEvent.setup();
  render(ui);
  await user.click(screen.getByRole('button', { name: 'Suspend' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Suspend Dana?' }) };
}

describe('ReasonDialogFrame', () => {
  it('shows the title, what will happen and the reason field, and submits the form from the confirm button', async () => {
    const onSubmit = vi.fn();
    const { user, dialog } = await open(<SuspendDialog onSubmit={onSubmit} />);

    expect(within(dialog).getByText('Dana cannot go online until reinstated.')).toBeTruthy();
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    expect(reason).toHaveAttribute('rows', '3');
    expect(reason).toHaveAccessibleDescription(/Kept in the audit log\./);
    expect(reason).toHaveAccessibleDescription(/Please give a reason\./);
    await user.type(reason, 'Repeated complaints');
    expect(reason).not.toHaveAccessibleDescription(/Please give a reason\./);

    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps the confirm button busy while the change is sent', async () => {
    const onSubmit = vi.fn();
    const { dialog } = await open(<SuspendDialog onSubmit={onSubmit} isPending />);

    const confirm = within(dialog).getByRole('button', { name: /Suspending\.\.\./ });
    expect(confirm).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Suspend' })).toBeNull();
  });

  it('closes on the cancel button and tells the owner, who resets the form', async () => {
    const onOpenChange = vi.fn();
    const { user, dialog } = await open(<SuspendDialog onSubmit={vi.fn()} onOpenChange={onOpenChange} />);

    await user.click(within(dialog).getByRole('button', { name: 'Keep as is' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});
