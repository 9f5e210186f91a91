import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  MESSAGES,
  SAFETY_MESSAGES,
  emergencyContactListResponseSchema,
  emergencyContactResponseSchema,
  type EmergencyContact,
} from '@ridebook/validation';
import { createBrowser } from '../../test/browser.ts';
import { errorOf } from '../../test/responses.ts';
import {
  rideTestContextPerTest,
  signedInAdmin,
  signedInDriver,
  signedInRider,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';

const PATH = '/api/user/me/emergency-contacts';
const grace = {
  name: 'Grace Hopper',
  email: 'Grace@Example.com',
  phone: '+1 555 010 0002',
  relationship: 'Sister',
};
const contactOf = (response: { json(): unknown }): EmergencyContact =>
  emergencyContactResponseSchema.parse(response.json()).data;
const listOf = (response: { json(): unknown }): EmergencyContact[] =>
  emergencyContactListResponseSchema.parse(response.json()).data;

describe.skipIf(isTestDatabaseMissing)('emergency contacts', () => {
  const context = rideTestContextPerTest();

  it('lets a rider add, list, change and remove contacts', async () => {
    const rider = await signedInRider(context.app);
    expect(listOf(await rider.browser.get(PATH))).toEqual([]);

    const created = await rider.browser.post(PATH, grace);
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const contact = contactOf(created);
    context.clock.advance(1_000);
    expect(contact).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '+1 555 010 0002',
      relationship: 'Sister',
    });
    const alan = contactOf(
      await rider.browser.post(PATH, { name: 'Alan Turing', email: 'alan@example.com' }),
    );
    expect(alan).toMatchObject({ phone: null, relationship: null });
    expect(listOf(await rider.browser.get(PATH)).map((row) => row.name)).toEqual([
      'Grace Hopper',
      'Alan Turing',
    ]);

    context.clock.advance(60_000);
    const changed = await rider.browser.patch(`${PATH}/${contact.id}`, { relationship: 'Friend', phone: '' });
    expect(changed.statusCode).toBe(200);
    expect(contactOf(changed)).toMatchObject({
      id: contact.id,
      name: 'Grace Hopper',
      relationship: 'Friend',
      phone: null,
      createdAt: contact.createdAt,
    });
    expect(contactOf(changed).updatedAt > contact.updatedAt).toBe(true);

    const removed = await rider.browser.request({ method: 'DELETE', url: `${PATH}/${contact.id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: SAFETY_MESSAGES.contactRemoved });
    expect(listOf(await rider.browser.get(PATH)).map((row) => row.id)).toEqual([alan.id]);
  });

  it('lets a driver keep contacts too', async () => {
    const driver = await signedInDriver(context.app, context.db, null);
    expect((await driver.browser.post(PATH, grace)).statusCode).toBe(201);
    expect(listOf(await driver.browser.get(PATH))).toHaveLength(1);
  });

  it('allows up to 5 contacts', async () => {
    const rider = await signedInRider(context.app);
    for (let index = 1; index <= 5; index++) {
      const response = await rider.browser.post(PATH, {
        name: `Contact ${index}`,
        email: `c${index}@example.com`,
      });
      expect(response.statusCode).toBe(201);
    }
    const sixth = await rider.browser.post(PATH, { name: 'Contact 6', email: 'c6@example.com' });
    expect(sixth.statusCode).toBe(409);
    expect(errorOf(sixth)).toEqual({
      message: 'You can add up to 5 emergency contacts',
      code: ERROR_CODES.EMERGENCY_CONTACT_LIMIT,
    });
    expect(listOf(await rider.browser.get(PATH))).toHaveLength(5);

    // Five additions at once on a fresh account still stop at five.
    const other = await signedInRider(context.app);
    const answers = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        other.browser.post(PATH, { name: `Racer ${index}`, email: `r${index}@example.com` }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(2);
    expect(listOf(await other.browser.get(PATH))).toHaveLength(5);
  });

  it('names each bad field with its message', async () => {
    const rider = await signedInRider(context.app);
    const response = await rider.browser.post(PATH, {
      name: 'G',
      email: 'not-an-email',
      phone: 'call me',
      relationship: 'r'.repeat(31),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: ERROR_CODES.VALIDATION_FAILED,
      errors: [
        { path: 'name', message: MESSAGES.nameMin },
        { path: 'email', message: MESSAGES.emailInvalid },
        { path: 'phone', message: MESSAGES.phoneInvalid },
        { path: 'relationship', message: SAFETY_MESSAGES.relationshipTooLong },
      ],
    });
    const missing = await rider.browser.post(PATH, {});
    expect(errorOf(missing).errors).toEqual([
      { path: 'name', message: MESSAGES.nameRequired },
      { path: 'email', message: MESSAGES.emailRequired },
    ]);
    const contact = contactOf(await rider.browser.post(PATH, grace));
    const badChange = await rider.browser.patch(`${PATH}/${contact.id}`, { name: 'G'.repeat(51) });
    expect(badChange.statusCode).toBe(400);
    expect(errorOf(badChange).errors).toEqual([{ path: 'name', message: MESSAGES.nameMax }]);
    const badId = await rider.browser.patch(`${PATH}/42`, { name: 'Grace' });
    expect(badId.statusCode).toBe(400);
    expect(errorOf(badId).errors).toEqual([{ path: 'id', message: SAFETY_MESSAGES.contactNotFound }]);
  });

  it('answers 404 for someone else’s contact, and leaves it alone', async () => {
    const owner = await signedInRider(context.app);
    const other = await signedInRider(context.app);
    const contact = contactOf(await owner.browser.post(PATH, grace));

    const change = await other.browser.patch(`${PATH}/${contact.id}`, { name: 'Mallory' });
    expect(change.statusCode).toBe(404);
    expect(errorOf(change)).toEqual({
      message: SAFETY_MESSAGES.contactNotFound,
      code: ERROR_CODES.EMERGENCY_CONTACT_NOT_FOUND,
    });
    const removal = await other.browser.request({ method: 'DELETE', url: `${PATH}/${contact.id}` });
    expect(removal.statusCode).toBe(404);
    expect(listOf(await other.browser.get(PATH))).toEqual([]);
    expect(listOf(await owner.browser.get(PATH))).toEqual([contact]);

    const missing = await owner.browser.request({
      method: 'DELETE',
      url: `${PATH}/00000000-0000-4000-8000-000000000000`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is for signed-in riders and drivers only', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    expect((await admin.browser.get(PATH)).statusCode).toBe(403);
    expect((await admin.browser.post(PATH, grace)).statusCode).toBe(403);
    const anonymous = createBrowser(context.app);
    expect((await anonymous.get(PATH)).statusCode).toBe(401);
    expect((await anonymous.post(PATH, grace)).statusCode).toBe(401);
    expect((await anonymous.patch(`${PATH}/00000000-0000-4000-8000-000000000000`, {})).statusCode).toBe(401);
  });
});
