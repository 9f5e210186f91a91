import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { fieldErrors } from './test/field-errors.ts';
import {
  accountStatusSchema,
  currentUserResponseSchema,
  currentUserSchema,
  driverApprovalStatusSchema,
  updateProfileSchema,
} from './user.ts';

const rider = {
  id: '6f1c2a8e-9c1b-4f7e-8a55-0b7d1e2f3a4b',
  name: 'Ada Rider',
  email: 'ada@example.com',
  phone: '+1 555 010 0001',
  role: 'rider',
  status: 'active',
  createdAt: '2025-01-31T09:30:00.000Z',
  driver: null,
};

describe('statuses', () => {
  it('knows the account and driver approval statuses', () => {
    expect(accountStatusSchema.options).toEqual(['active', 'blocked']);
    expect(driverApprovalStatusSchema.options).toEqual(['pending', 'approved', 'rejected', 'suspended']);
  });
});

describe('currentUserSchema', () => {
  it('reads a rider and a driver', () => {
    expect(currentUserSchema.parse(rider)).toEqual(rider);
    const driver = {
      ...rider,
      role: 'driver',
      driver: { vehicleModel: 'Toyota Prius', vehiclePlate: 'ABC-1234', approvalStatus: 'pending' },
    };
    expect(currentUserResponseSchema.parse({ data: driver })).toEqual({ data: driver });
  });

  it('needs an ISO date and a known role', () => {
    expect(currentUserSchema.safeParse({ ...rider, createdAt: 'yesterday' }).success).toBe(false);
    expect(currentUserSchema.safeParse({ ...rider, role: 'root' }).success).toBe(false);
  });
});

describe('updateProfileSchema', () => {
  it('accepts any subset of the fields, including none', () => {
    expect(fieldErrors(updateProfileSchema, {})).toEqual({});
    expect(fieldErrors(updateProfileSchema, { name: 'Ada' })).toEqual({});
    expect(updateProfileSchema.parse({ vehiclePlate: 'xy-12' })).toEqual({ vehiclePlate: 'XY-12' });
  });

  it('applies the registration rules to a sent field', () => {
    expect(
      fieldErrors(updateProfileSchema, { name: 'A', phone: '123', vehicleModel: ' ', vehiclePlate: 'A B' }),
    ).toEqual({
      name: MESSAGES.nameMin,
      phone: MESSAGES.phoneInvalid,
      vehicleModel: MESSAGES.vehicleModelRequired,
      vehiclePlate: MESSAGES.vehiclePlateRequired,
    });
  });
});
