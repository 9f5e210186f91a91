import { render, screen } from '@testing-library/react';
import type { DriverApprovalStatus } from '@ridebook/validation';
import { describe, expect, it } from 'vitest';
import { ApprovalStatusNotice } from './approval-status-notice.tsx';

const vehicle = { vehicleModel: 'Toyota Prius', vehiclePlate: 'RB-2048' };

describe('the driver’s approval status on the profile', () => {
  it.each<[DriverApprovalStatus, string, string]>([
    ['approved', 'Approved', 'You can go online and accept rides.'],
    ['pending', 'Pending', 'An admin is checking your vehicle details.'],
    ['rejected', 'Rejected', 'Correct your vehicle model or license plate below'],
    ['suspended', 'Suspended', "You can't go online while your account is suspended."],
  ])('says what %s means, with the vehicle', (approvalStatus, label, meaning) => {
    render(<ApprovalStatusNotice driver={{ ...vehicle, approvalStatus }} />);

    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain(`Approval status: ${label}`);
    expect(notice.textContent).toContain('Toyota Prius · RB-2048');
    expect(notice.textContent).toContain(meaning);
    expect(notice.textContent).not.toContain('Reason:');
  });

  it.each<DriverApprovalStatus>(['rejected', 'suspended'])(
    'gives the admin’s reason when %s',
    (approvalStatus) => {
      render(
        <ApprovalStatusNotice
          driver={{ ...vehicle, approvalStatus, approvalReason: 'Photo of the licence is blurred' }}
        />,
      );
      expect(screen.getByText('Reason: Photo of the licence is blurred')).toBeTruthy();
    },
  );
});
