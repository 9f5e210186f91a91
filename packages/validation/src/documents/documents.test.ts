import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../test/field-errors.ts';
import {
  DOCUMENT_FIELDS,
  DOCUMENT_MESSAGES,
  DOCUMENT_TYPES,
  documentQueueQuerySchema,
  insuranceDetailsSchema,
  licenceDetailsSchema,
  registrationDetailsSchema,
} from './documents.ts';

describe('document details', () => {
  it('reads a registration form (text fields) into its values, the plate upper-cased', () => {
    expect(
      registrationDetailsSchema.parse({
        plate: ' rb-77 ',
        make: 'Honda',
        model: 'Civic',
        year: '2021',
        colour: 'Blue',
        seats: '4',
      }),
    ).toEqual({ plate: 'RB-77', make: 'Honda', model: 'Civic', year: 2021, colour: 'Blue', seats: 4 });
  });

  it('names each missing or wrong field', () => {
    expect(fieldErrors(licenceDetailsSchema, { number: '', expiresOn: '31/12/2030' })).toEqual({
      number: DOCUMENT_MESSAGES.numberRequired,
      expiresOn: expect.any(String) as string,
    });
    expect(fieldErrors(insuranceDetailsSchema, {})).toMatchObject({
      insurer: DOCUMENT_MESSAGES.insurerRequired,
      policyNumber: DOCUMENT_MESSAGES.policyNumberRequired,
      expiresOn: DOCUMENT_MESSAGES.expiresOnRequired,
    });
    expect(fieldErrors(registrationDetailsSchema, { seats: '9', year: '1900' })).toMatchObject({
      seats: DOCUMENT_MESSAGES.seatsInvalid,
      year: DOCUMENT_MESSAGES.yearInvalid,
    });
  });

  it('lists the form fields of every type, and queues documents in review by default', () => {
    expect(Object.keys(DOCUMENT_FIELDS)).toEqual([...DOCUMENT_TYPES]);
    expect(DOCUMENT_FIELDS.photo).toEqual([]);
    expect(documentQueueQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20, state: 'in_review' });
    expect(fieldErrors(documentQueueQuerySchema, { state: 'missing' })).toHaveProperty('state');
  });
});
