import { describe, expect, it } from 'vitest';
import { ADMIN_USER_MESSAGES } from './admin-messages.ts';
import { ADMIN_REASON_LIMITS } from './admin-reason.ts';

describe('ADMIN_USER_MESSAGES', () => {
  it('holds the wording the brief and the screens rely on', () => {
    expect(ADMIN_USER_MESSAGES).toMatchObject({
      adminsCannotBeBlocked: 'Administrators cannot be blocked',
      alreadyApproved: 'This driver is already approved',
      userNotFound: 'User not found',
      driverNotFound: 'Driver not found',
    });
  });

  it('says the same limit as the reason field', () => {
    expect(ADMIN_USER_MESSAGES.reasonTooShort).toContain(`${ADMIN_REASON_LIMITS.min} characters`);
  });

  it('gives every message its own wording', () => {
    const texts = Object.values(ADMIN_USER_MESSAGES);
    expect(texts.every((text) => text.trim() !== '' && text === text.trim())).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
