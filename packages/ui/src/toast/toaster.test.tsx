import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getApiErrorMessage,
  notify,
  notifyError,
  TOAST_DURATION_MS,
  TOAST_EXIT_MS,
  TOAST_GAP_PX,
  TOAST_MAX_VISIBLE,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_WIDTH_PX,
} from './notify.ts';
import { isSwipeDismiss, Toaster } from './toaster.tsx';

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const visibleToasts = () => document.querySelectorAll('[data-toast][data-visible="true"]');

describe('toast constants', () => {
  it('match the spec', () => {
    expect(TOAST_DURATION_MS).toBe(4000);
    expect(TOAST_MAX_VISIBLE).toBe(3);
    expect(TOAST_GAP_PX).toBe(14);
    expect(TOAST_WIDTH_PX).toBe(356);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(45);
    expect(TOAST_EXIT_MS).toBe(200);
  });
});

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => toast.remove());
    vi.useRealTimers();
  });

  it('closes a toast after 4000 ms and removes it after the 200 ms exit animation', () => {
    render(<Toaster />);
    act(() => {
      notify.success('Login successful! Redirecting to dashboard...');
    });
    expect(screen.getByText('Login successful! Redirecting to dashboard...')).toBeInTheDocument();

    advance(TOAST_DURATION_MS - 1);
    expect(visibleToasts()).toHaveLength(1);

    advance(1);
    expect(visibleToasts()).toHaveLength(0);
    expect(screen.getByText('Login successful! Redirecting to dashboard...')).toBeInTheDocument();

    advance(TOAST_EXIT_MS);
    expect(screen.queryByText('Login successful! Redirecting to dashboard...')).not.toBeInTheDocument();
  });

  it('gives success, error and info the same 4000 ms', () => {
    render(<Toaster />);
    act(() => {
      notify.success('Saved');
      notify.error('Failed');
      notify.info('Heads up');
    });
    expect(visibleToasts()).toHaveLength(3);
    advance(TOAST_DURATION_MS);
    expect(visibleToasts()).toHaveLength(0);
  });

  it('shows at most 3 toasts: a fourth dismisses the oldest', () => {
    render(<Toaster />);
    act(() => {
      notify.info('First');
      notify.info('Second');
      notify.info('Third');
    });
    expect(visibleToasts()).toHaveLength(3);
    act(() => {
      notify.info('Fourth');
    });
    expect(visibleToasts()).toHaveLength(3);
    const texts = [...visibleToasts()].map((node) => node.textContent);
    expect(texts.some((text) => text?.includes('First'))).toBe(false);
    expect(texts.some((text) => text?.includes('Fourth'))).toBe(true);
    advance(TOAST_EXIT_MS);
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('styles each kind and lets the user dismiss with the close button', () => {
    render(<Toaster />);
    act(() => {
      notify.error('Invalid credentials. Please try again.');
    });
    const item = document.querySelector('[data-toast]');
    expect(item).toHaveAttribute('data-type', 'error');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    });
    expect(visibleToasts()).toHaveLength(0);
  });

  it('dismisses on a swipe past 45 px and springs back from a shorter one', () => {
    render(<Toaster />);
    act(() => {
      notify.info('Swipe me');
    });
    const item = document.querySelector<HTMLElement>('[data-toast]');
    if (!item) throw new Error('no toast');

    fireEvent.pointerDown(item, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 130, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 130, pointerId: 1 });
    expect(visibleToasts()).toHaveLength(1);

    fireEvent.pointerDown(item, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 150, pointerId: 1 });
    act(() => {
      fireEvent.pointerUp(item, { clientX: 150, pointerId: 1 });
    });
    expect(visibleToasts()).toHaveLength(0);
  });

  it('judges swipes by the 45 px threshold in either direction', () => {
    expect(isSwipeDismiss(44)).toBe(false);
    expect(isSwipeDismiss(45)).toBe(true);
    expect(isSwipeDismiss(-45)).toBe(true);
  });

  it('moves focus to the toasts with Alt+T', () => {
    render(
      <>
        <button type="button">Elsewhere</button>
        <Toaster />
      </>,
    );
    act(() => {
      notify.info('Focus me');
    });
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    fireEvent.keyDown(document, { key: 't', code: 'KeyT', altKey: true });
    expect(document.activeElement).toBe(document.querySelector('[data-toast]'));
  });

  it('pauses while the pointer is over the toasts', () => {
    render(<Toaster />);
    act(() => {
      notify.info('Hold on');
    });
    const list = document.querySelector('ol');
    if (!list) throw new Error('no list');
    fireEvent.mouseEnter(list);
    advance(TOAST_DURATION_MS * 2);
    expect(visibleToasts()).toHaveLength(1);
    fireEvent.mouseLeave(list);
    advance(TOAST_DURATION_MS);
    expect(visibleToasts()).toHaveLength(0);
  });
});

describe('notifyError', () => {
  afterEach(() => {
    act(() => toast.remove());
  });

  it("shows the API error body's message when there is one", () => {
    expect(getApiErrorMessage({ status: 409, data: { message: 'Email already registered' } })).toBe(
      'Email already registered',
    );
    expect(getApiErrorMessage({ response: { data: { message: 'Ride already taken' } } })).toBe(
      'Ride already taken',
    );
    expect(getApiErrorMessage({ status: 400, data: { error: { message: 'Bad plate' } } })).toBe('Bad plate');
  });

  it('falls back when the error has no API message', () => {
    expect(getApiErrorMessage(new Error('Network Error'))).toBeUndefined();
    expect(getApiErrorMessage({ status: 500, data: '<html>oops</html>' })).toBeUndefined();
    expect(getApiErrorMessage(undefined)).toBeUndefined();

    render(<Toaster />);
    act(() => {
      notifyError(new Error('Network Error'), 'Registration failed. Please try again.');
    });
    expect(screen.getByText('Registration failed. Please try again.')).toBeInTheDocument();
    act(() => {
      notifyError(
        { data: { message: 'Email already registered' } },
        'Registration failed. Please try again.',
      );
    });
    expect(screen.getByText('Email already registered')).toBeInTheDocument();
  });
});
