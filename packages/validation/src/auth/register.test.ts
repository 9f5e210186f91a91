import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { fieldErrors, messagesFor } from '../test/field-errors.ts';
import { registerFormSchema, registerSchema, toRegisterInput } from './register.ts';

const rider = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+1 (555) 010-0001',
  password: 'RideBook123',
};
const driver = { ...rider, role: 'driver', vehicleModel: 'Toyota Prius', vehiclePlate: 'ABC-1234' };
const riderForm = { ...rider, role: 'rider', confirmPassword: rider.password, termsAccepted: true };

/** The registration form as formik starts it: every field empty, a rider. */
const UNTOUCHED_FORM = {
  name: '',
  email: '',
  phone: '',
  role: 'rider',
  vehicleModel: '',
  vehiclePlate: '',
  password: '',
  confirmPassword: '',
  termsAccepted: false,
};

describe('registerSchema (POST /api/user/register)', () => {
  it('accepts a rider and defaults the role to rider', () => {
    expect(fieldErrors(registerSchema, rider)).toEqual({});
    expect(registerSchema.parse(rider).role).toBe('rider');
  });

  it('accepts a driver with a vehicle, upper-casing the plate', () => {
    const parsed = registerSchema.parse({ ...driver, vehiclePlate: ' abc-1234 ' });
    expect(parsed).toMatchObject({ role: 'driver', vehicleModel: 'Toyota Prius', vehiclePlate: 'ABC-1234' });
  });

  it.each(['admin', 'superuser', ''])('refuses the role %j on the role field', (role) => {
    expect(fieldErrors(registerSchema, { ...rider, role })).toEqual({ role: MESSAGES.roleInvalid });
  });

  describe('name: 2 to 50 characters after trimming', () => {
    it.each([
      ['', MESSAGES.nameRequired],
      ['   ', MESSAGES.nameRequired],
      ['A', MESSAGES.nameMin],
      [' A ', MESSAGES.nameMin],
      ['a'.repeat(51), MESSAGES.nameMax],
    ])('refuses %j', (name, message) => {
      expect(fieldErrors(registerSchema, { ...rider, name })).toEqual({ name: message });
    });

    it.each(['Al', 'a'.repeat(50)])('accepts %j', (name) => {
      expect(fieldErrors(registerSchema, { ...rider, name })).toEqual({});
    });
  });

  describe('phone: optional plus, then digits, spaces, hyphens or parentheses, 10 characters or more', () => {
    it('requires it', () => {
      expect(fieldErrors(registerSchema, { ...rider, phone: '' })).toEqual({ phone: MESSAGES.phoneRequired });
      const { phone: _phone, ...withoutPhone } = rider;
      expect(fieldErrors(registerSchema, withoutPhone)).toEqual({ phone: MESSAGES.phoneRequired });
    });

    it.each(['123456789', '+12345678', '555-010-000x', '12345 67890 ext', '++1234567890', '1234567890+'])(
      'refuses %j with one message',
      (phone) => {
        expect(messagesFor(registerSchema, { ...rider, phone }, 'phone')).toEqual([MESSAGES.phoneInvalid]);
      },
    );

    it.each(['1234567890', '+123456789', '(555) 010-0001', '+44 20 7946 0958', '1'.repeat(20)])(
      'accepts %j',
      (phone) => {
        expect(fieldErrors(registerSchema, { ...rider, phone })).toEqual({});
      },
    );

    it('caps it at 20 characters', () => {
      expect(fieldErrors(registerSchema, { ...rider, phone: '1'.repeat(21) })).toEqual({
        phone: MESSAGES.phoneInvalid,
      });
    });
  });

  describe('password: 8 characters or more with upper case, lower case and a digit', () => {
    it.each([
      ['', MESSAGES.passwordRequired],
      ['Abcde12', MESSAGES.passwordMin],
      ['abcdefg1', MESSAGES.passwordComplexity],
      ['ABCDEFG1', MESSAGES.passwordComplexity],
      ['Abcdefgh', MESSAGES.passwordComplexity],
      [`Aa1${'x'.repeat(126)}`, MESSAGES.passwordTooLong],
    ])('refuses %j', (password, message) => {
      expect(messagesFor(registerSchema, { ...rider, password }, 'password')).toEqual([message]);
    });

    it.each(['Abcdef12', 'RideBook123', `Aa1${'x'.repeat(125)}`, 'Pass word 1'])('accepts %j', (password) => {
      expect(fieldErrors(registerSchema, { ...rider, password })).toEqual({});
    });
  });

  describe('a driver’s vehicle', () => {
    it('requires the model and the plate', () => {
      expect(fieldErrors(registerSchema, { ...rider, role: 'driver' })).toEqual({
        vehicleModel: MESSAGES.vehicleModelRequired,
        vehiclePlate: MESSAGES.vehiclePlateRequired,
      });
      expect(fieldErrors(registerSchema, { ...driver, vehicleModel: '  ', vehiclePlate: '' })).toEqual({
        vehicleModel: MESSAGES.vehicleModelRequired,
        vehiclePlate: MESSAGES.vehiclePlateRequired,
      });
    });

    it.each(['ABC 123', 'ABC_123', 'ÄBC123', '---', 'AB.12'])(
      'refuses the plate %j: letters, digits and hyphens only',
      (vehiclePlate) => {
        expect(fieldErrors(registerSchema, { ...driver, vehiclePlate })).toEqual({
          vehiclePlate: MESSAGES.vehiclePlateRequired,
        });
      },
    );

    it.each(['A', 'ABC-1234', 'ka-01-ab-1234', '7XYZ123'])('accepts the plate %j', (vehiclePlate) => {
      expect(fieldErrors(registerSchema, { ...driver, vehiclePlate })).toEqual({});
    });

    it('caps the model at 60 and the plate at 15 characters', () => {
      expect(fieldErrors(registerSchema, { ...driver, vehicleModel: 'm'.repeat(60) })).toEqual({});
      expect(fieldErrors(registerSchema, { ...driver, vehicleModel: 'm'.repeat(61) })).toEqual({
        vehicleModel: MESSAGES.vehicleModelTooLong,
      });
      expect(fieldErrors(registerSchema, { ...driver, vehiclePlate: 'P'.repeat(15) })).toEqual({});
      expect(fieldErrors(registerSchema, { ...driver, vehiclePlate: 'P'.repeat(16) })).toEqual({
        vehiclePlate: MESSAGES.vehiclePlateTooLong,
      });
    });

    it('does not require a vehicle from a rider', () => {
      expect(fieldErrors(registerSchema, { ...rider, vehicleModel: '', vehiclePlate: '' })).toEqual({});
    });
  });

  it('requires a driver’s vehicle while another field is still empty or invalid', () => {
    expect(fieldErrors(registerSchema, { ...driver, email: '', vehicleModel: '', vehiclePlate: '' })).toEqual(
      {
        email: MESSAGES.emailRequired,
        vehicleModel: MESSAGES.vehicleModelRequired,
        vehiclePlate: MESSAGES.vehiclePlateRequired,
      },
    );
    expect(fieldErrors(registerSchema, { ...driver, name: 'A', phone: '12', vehiclePlate: 'AB CD' })).toEqual(
      {
        name: MESSAGES.nameMin,
        phone: MESSAGES.phoneInvalid,
        vehiclePlate: MESSAGES.vehiclePlateRequired,
      },
    );
  });

  it('reports every invalid field at once', () => {
    expect(fieldErrors(registerSchema, { role: 'driver' })).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailRequired,
      phone: MESSAGES.phoneRequired,
      password: MESSAGES.passwordRequired,
      vehicleModel: MESSAGES.vehicleModelRequired,
      vehiclePlate: MESSAGES.vehiclePlateRequired,
    });
  });
});

describe('registerFormSchema (the registration form)', () => {
  it('accepts a complete rider form', () => {
    expect(fieldErrors(registerFormSchema, riderForm)).toEqual({});
  });

  it('requires the password confirmation and that it matches', () => {
    expect(fieldErrors(registerFormSchema, { ...riderForm, confirmPassword: '' })).toEqual({
      confirmPassword: MESSAGES.confirmPasswordRequired,
    });
    expect(fieldErrors(registerFormSchema, { ...riderForm, confirmPassword: 'RideBook124' })).toEqual({
      confirmPassword: MESSAGES.passwordsMismatch,
    });
  });

  it('requires the terms to be accepted', () => {
    expect(fieldErrors(registerFormSchema, { ...riderForm, termsAccepted: false })).toEqual({
      termsAccepted: MESSAGES.termsRequired,
    });
    const { termsAccepted: _terms, ...withoutTerms } = riderForm;
    expect(fieldErrors(registerFormSchema, withoutTerms)).toEqual({ termsAccepted: MESSAGES.termsRequired });
  });

  it('applies the driver rules on the form too', () => {
    expect(
      fieldErrors(registerFormSchema, { ...riderForm, role: 'driver', vehicleModel: '', vehiclePlate: '' }),
    ).toEqual({
      vehicleModel: MESSAGES.vehicleModelRequired,
      vehiclePlate: MESSAGES.vehiclePlateRequired,
    });
  });

  it('reports every problem of an untouched form (formik’s initial values)', () => {
    const initialValues = { ...UNTOUCHED_FORM, rememberMe: false };
    expect(fieldErrors(registerFormSchema, initialValues)).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailRequired,
      phone: MESSAGES.phoneRequired,
      password: MESSAGES.passwordRequired,
      confirmPassword: MESSAGES.confirmPasswordRequired,
      termsAccepted: MESSAGES.termsRequired,
    });
  });

  describe('checked on change: the cross-field rules show as soon as their own fields are typed', () => {
    const untouched = UNTOUCHED_FORM;

    it('says the passwords do not match while the e-mail is still empty', () => {
      const typed = { ...untouched, password: 'RideBook123', confirmPassword: 'RideBook12' };
      expect(fieldErrors(registerFormSchema, typed).confirmPassword).toBe(MESSAGES.passwordsMismatch);
    });

    it('says so for a mismatch typed first, before the password itself is valid', () => {
      const typed = { ...untouched, password: 'a', confirmPassword: 'b' };
      expect(fieldErrors(registerFormSchema, typed)).toMatchObject({
        password: MESSAGES.passwordMin,
        confirmPassword: MESSAGES.passwordsMismatch,
      });
    });

    it('asks a driver for the vehicle while the other fields are empty', () => {
      expect(fieldErrors(registerFormSchema, { ...untouched, role: 'driver' })).toMatchObject({
        vehicleModel: MESSAGES.vehicleModelRequired,
        vehiclePlate: MESSAGES.vehiclePlateRequired,
      });
    });
  });

  it('turns form values into the API body, dropping form-only fields and a rider’s vehicle', () => {
    const riderBody = toRegisterInput(
      registerFormSchema.parse({ ...riderForm, vehicleModel: 'x', vehiclePlate: 'y', rememberMe: true }),
    );
    expect(riderBody).toEqual({
      name: rider.name,
      email: rider.email,
      phone: rider.phone,
      role: 'rider',
      password: rider.password,
    });
    const driverBody = toRegisterInput(
      registerFormSchema.parse({ ...riderForm, ...driver, confirmPassword: driver.password }),
    );
    expect(driverBody).toEqual({
      name: rider.name,
      email: rider.email,
      phone: rider.phone,
      role: 'driver',
      password: rider.password,
      vehicleModel: 'Toyota Prius',
      vehiclePlate: 'ABC-1234',
    });
    expect(registerSchema.safeParse(driverBody).success).toBe(true);
  });
});
