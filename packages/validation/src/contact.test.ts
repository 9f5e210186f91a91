import { describe, expect, it } from 'vitest';
import { CONTACT_CATEGORIES, contactFormSchema } from './contact.ts';
import { MESSAGES } from './messages.ts';
import { fieldErrors, messagesFor } from './test/field-errors.ts';

const valid = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Lost umbrella',
  category: 'rider',
  message: 'I left my umbrella in the car.',
};

describe('contactFormSchema (seed spec section 5)', () => {
  it('knows the six categories of the seed', () => {
    expect(CONTACT_CATEGORIES).toEqual(['general', 'rider', 'driver', 'technical', 'billing', 'partnership']);
  });

  it('accepts a complete message', () => {
    expect(fieldErrors(contactFormSchema, valid)).toEqual({});
  });

  it('reports every empty field with the seed’s messages', () => {
    expect(fieldErrors(contactFormSchema, { name: '', email: '', subject: '', message: '' })).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailRequired,
      subject: MESSAGES.subjectRequired,
      message: MESSAGES.messageRequired,
    });
  });

  it('checks the email format', () => {
    expect(fieldErrors(contactFormSchema, { ...valid, email: 'ada@' })).toEqual({
      email: MESSAGES.emailInvalid,
    });
  });

  it('needs 10 message characters after trimming: 9 fail, 10 pass', () => {
    expect(messagesFor(contactFormSchema, { ...valid, message: '   ' }, 'message')).toEqual([
      MESSAGES.messageRequired,
    ]);
    expect(fieldErrors(contactFormSchema, { ...valid, message: '  123456789  ' })).toEqual({
      message: MESSAGES.messageMin,
    });
    expect(fieldErrors(contactFormSchema, { ...valid, message: '  1234567890  ' })).toEqual({});
    expect(contactFormSchema.parse({ ...valid, message: '  1234567890  ' }).message).toBe('1234567890');
  });

  it('caps the lengths of name, subject and message', () => {
    expect(fieldErrors(contactFormSchema, { ...valid, name: 'n'.repeat(51) })).toEqual({
      name: MESSAGES.nameMax,
    });
    expect(fieldErrors(contactFormSchema, { ...valid, subject: 's'.repeat(121) })).toEqual({
      subject: MESSAGES.subjectTooLong,
    });
    expect(fieldErrors(contactFormSchema, { ...valid, message: 'm'.repeat(2001) })).toEqual({
      message: MESSAGES.messageTooLong,
    });
  });

  it('defaults the category to general and refuses unknown ones', () => {
    const { category: _category, ...withoutCategory } = valid;
    expect(contactFormSchema.parse(withoutCategory).category).toBe('general');
    expect(fieldErrors(contactFormSchema, { ...valid, category: 'sales' })).toEqual({
      category: MESSAGES.categoryInvalid,
    });
  });
});
