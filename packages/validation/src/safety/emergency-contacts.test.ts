import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { fieldErrors, messagesFor } from '../test/field-errors.ts';
import {
  emergencyContactIdParamsSchema,
  emergencyContactInputSchema,
  emergencyContactListResponseSchema,
  updateEmergencyContactSchema,
} from './emergency-contacts.ts';
import { SAFETY_LIMITS, SAFETY_MESSAGES } from './safety-messages.ts';

const contact = { name: 'Grace Hopper', email: 'grace@example.com' };

describe('emergencyContactInputSchema', () => {
  it('needs a name and an e-mail; phone and relationship are optional and stored as null when blank', () => {
    expect(emergencyContactInputSchema.parse(contact)).toEqual(contact);
    expect(emergencyContactInputSchema.parse({ ...contact, phone: '', relationship: '  ' })).toEqual({
      ...contact,
      phone: null,
      relationship: null,
    });
    expect(emergencyContactInputSchema.parse({ ...contact, phone: null, relationship: null })).toEqual({
      ...contact,
      phone: null,
      relationship: null,
    });
    expect(
      emergencyContactInputSchema.parse({
        name: '  Grace Hopper ',
        email: ' Grace@Example.COM ',
        phone: ' +1 (555) 010-0002 ',
        relationship: ' Sister ',
      }),
    ).toEqual({ ...contact, phone: '+1 (555) 010-0002', relationship: 'Sister' });
  });

  it('reports missing fields with the registration messages', () => {
    expect(fieldErrors(emergencyContactInputSchema, {})).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailRequired,
    });
  });

  it('keeps names between 2 and 50 characters', () => {
    expect(fieldErrors(emergencyContactInputSchema, { ...contact, name: 'G' })).toEqual({
      name: MESSAGES.nameMin,
    });
    expect(fieldErrors(emergencyContactInputSchema, { ...contact, name: 'Gr' })).toEqual({});
    expect(fieldErrors(emergencyContactInputSchema, { ...contact, name: 'G'.repeat(50) })).toEqual({});
    expect(fieldErrors(emergencyContactInputSchema, { ...contact, name: 'G'.repeat(51) })).toEqual({
      name: MESSAGES.nameMax,
    });
  });

  it('needs a valid e-mail (SOS messages go by e-mail)', () => {
    expect(fieldErrors(emergencyContactInputSchema, { ...contact, email: 'grace@' })).toEqual({
      email: MESSAGES.emailInvalid,
    });
    expect(fieldErrors(emergencyContactInputSchema, { ...contact, email: '' })).toEqual({
      email: MESSAGES.emailRequired,
    });
  });

  it('checks a given phone with the registration rule, one message at a time', () => {
    expect(fieldErrors(emergencyContactInputSchema, { ...contact, phone: 'call me' })).toEqual({
      phone: MESSAGES.phoneInvalid,
    });
    expect(messagesFor(emergencyContactInputSchema, { ...contact, phone: '12345' }, 'phone')).toEqual([
      MESSAGES.phoneInvalid,
    ]);
    expect(fieldErrors(emergencyContactInputSchema, { ...contact, phone: '1234567890' })).toEqual({});
    expect(fieldErrors(emergencyContactInputSchema, { ...contact, phone: '1'.repeat(20) })).toEqual({});
    expect(fieldErrors(emergencyContactInputSchema, { ...contact, phone: '1'.repeat(21) })).toEqual({
      phone: MESSAGES.phoneInvalid,
    });
    expect(fieldErrors(emergencyContactInputSchema, { ...contact, phone: 5550100 })).toEqual({
      phone: MESSAGES.phoneInvalid,
    });
  });

  it('keeps the relationship to 30 characters', () => {
    const max = SAFETY_LIMITS.relationshipMax;
    expect(fieldErrors(emergencyContactInputSchema, { ...contact, relationship: 'a'.repeat(max) })).toEqual(
      {},
    );
    expect(
      fieldErrors(emergencyContactInputSchema, { ...contact, relationship: 'a'.repeat(max + 1) }),
    ).toEqual({ relationship: SAFETY_MESSAGES.relationshipTooLong });
  });
});

describe('updateEmergencyContactSchema', () => {
  it('takes any of the fields, each by the same rule, and null to clear the optional ones', () => {
    expect(updateEmergencyContactSchema.parse({})).toEqual({});
    expect(updateEmergencyContactSchema.parse({ relationship: 'Friend' })).toEqual({
      relationship: 'Friend',
    });
    expect(updateEmergencyContactSchema.parse({ phone: null })).toEqual({ phone: null });
    expect(fieldErrors(updateEmergencyContactSchema, { name: 'G', email: 'nope' })).toEqual({
      name: MESSAGES.nameMin,
      email: MESSAGES.emailInvalid,
    });
    expect(fieldErrors(updateEmergencyContactSchema, { name: null })).toEqual({
      name: MESSAGES.nameRequired,
    });
  });
});

describe('emergency contact answers', () => {
  it('reads a list and refuses an id that is not a uuid', () => {
    const row = {
      id: '0b9d7c2e-6f4a-4d3b-9a1c-2e3f4a5b6c7d',
      ...contact,
      phone: null,
      relationship: 'Sister',
      createdAt: '2026-01-02T03:04:05.000Z',
      updatedAt: '2026-01-02T03:04:05.000Z',
    };
    expect(emergencyContactListResponseSchema.parse({ data: [row] })).toEqual({ data: [row] });
    expect(fieldErrors(emergencyContactIdParamsSchema, { id: 'abc' })).toEqual({
      id: SAFETY_MESSAGES.contactNotFound,
    });
  });

  it('says how many contacts a user may have', () => {
    expect(SAFETY_MESSAGES.contactLimit).toBe('You can add up to 5 emergency contacts');
  });
});
