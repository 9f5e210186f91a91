// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSignedOut,
  getSignedOutState,
  isRememberMeSet,
  markSignedOut,
  REMEMBER_ME_STORAGE_KEY,
  setRememberMe,
  SIGNED_OUT_STORAGE_KEY,
  subscribeToSignedOut,
} from './session-flags.ts';

beforeEach(() => {
  clearSignedOut();
  localStorage.clear();
});

describe('the rememberMe flag', () => {
  it('is the local flag named rememberMe, "true" when checked and removed when not', () => {
    expect(REMEMBER_ME_STORAGE_KEY).toBe('rememberMe');
    setRememberMe(true);
    expect(localStorage.getItem('rememberMe')).toBe('true');
    expect(isRememberMeSet()).toBe(true);
    setRememberMe(false);
    expect(localStorage.getItem('rememberMe')).toBeNull();
    expect(isRememberMeSet()).toBe(false);
  });
});

describe('the signed-out flag', () => {
  it('holds the sign-out time in local storage until the next login', () => {
    expect(getSignedOutState()).toEqual({ signedOutAt: null, isSignedOutDuringThisPage: false });

    markSignedOut(1_700_000_000_000);
    expect(localStorage.getItem(SIGNED_OUT_STORAGE_KEY)).toBe('1700000000000');
    expect(getSignedOutState()).toMatchObject({
      signedOutAt: 1_700_000_000_000,
      isSignedOutDuringThisPage: true,
    });

    clearSignedOut();
    expect(localStorage.getItem(SIGNED_OUT_STORAGE_KEY)).toBeNull();
    expect(getSignedOutState()).toMatchObject({ signedOutAt: null, isSignedOutDuringThisPage: false });
  });

  it('returns the same snapshot while nothing changed', () => {
    markSignedOut(5);
    expect(getSignedOutState()).toBe(getSignedOutState());
  });

  it('reads a flag left by an earlier page as a sign-out that did not happen during this page', () => {
    localStorage.setItem(SIGNED_OUT_STORAGE_KEY, '42');
    expect(getSignedOutState()).toMatchObject({ signedOutAt: 42, isSignedOutDuringThisPage: false });
  });

  it('notifies subscribers of changes in this tab and in other tabs', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSignedOut(listener);

    markSignedOut(1);
    expect(listener).toHaveBeenCalledTimes(1);

    // Another tab signs in again, then out again.
    localStorage.removeItem(SIGNED_OUT_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: SIGNED_OUT_STORAGE_KEY, newValue: null }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getSignedOutState()).toMatchObject({ signedOutAt: null, isSignedOutDuringThisPage: false });

    localStorage.setItem(SIGNED_OUT_STORAGE_KEY, '2');
    window.dispatchEvent(new StorageEvent('storage', { key: SIGNED_OUT_STORAGE_KEY, newValue: '2' }));
    expect(listener).toHaveBeenCalledTimes(3);
    expect(getSignedOutState()).toMatchObject({ signedOutAt: 2, isSignedOutDuringThisPage: true });

    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    clearSignedOut();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('keeps working in memory when storage is unavailable', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      markSignedOut(7);
      expect(getSignedOutState()).toMatchObject({ signedOutAt: 7 });
      setRememberMe(true);
      expect(isRememberMeSet()).toBe(true);
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });
});
