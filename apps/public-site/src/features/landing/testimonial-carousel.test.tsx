import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@ridebook/vitest-config/match-media';
import { TESTIMONIAL_ROTATION_MS } from '../../config/marketing.ts';
import { testimonials } from './landing-content.ts';
import { TestimonialCarousel } from './testimonial-carousel.tsx';

function preferReducedMotion() {
  stubMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
}

const shownName = () => screen.getByRole('figure').querySelector('figcaption')?.textContent ?? '';

describe('hero testimonials', () => {
  it('has three sample testimonials', () => {
    expect(testimonials).toHaveLength(3);
  });

  it('moves to the next testimonial every 4000 ms and wraps around', () => {
    vi.useFakeTimers();
    render(<TestimonialCarousel testimonials={testimonials} />);
    const [first, second, third] = testimonials;
    expect(shownName()).toContain(first?.name);

    act(() => {
      vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS - 1);
    });
    expect(shownName()).toContain(first?.name);

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(shownName()).toContain(second?.name);

    act(() => {
      vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS);
    });
    expect(shownName()).toContain(third?.name);

    act(() => {
      vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS);
    });
    expect(shownName()).toContain(first?.name);
  });

  it('holds still for visitors who prefer reduced motion', () => {
    preferReducedMotion();
    vi.useFakeTimers();
    render(<TestimonialCarousel testimonials={testimonials} />);
    act(() => {
      vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS * 5);
    });
    expect(shownName()).toContain(testimonials[0]?.name);
    expect(screen.queryByRole('button', { name: 'Pause testimonials' })).toBeNull();
  });

  it('stops rotating after Pause is pressed', () => {
    vi.useFakeTimers();
    render(<TestimonialCarousel testimonials={testimonials} />);
    act(() => {
      screen.getByRole('button', { name: 'Pause testimonials' }).click();
    });
    // Focus inside the carousel also holds it; move focus away to see that Pause alone keeps it still.
    act(() => {
      screen.getByRole('button', { name: 'Play testimonials' }).blur();
    });
    act(() => {
      vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS * 3);
    });
    expect(shownName()).toContain(testimonials[0]?.name);
    expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeTruthy();
  });

  it('shows the testimonial the visitor picks', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    act(() => {
      screen.getByRole('button', { name: 'Show testimonial 3 of 3' }).click();
    });
    expect(shownName()).toContain(testimonials[2]?.name);
  });

  it('holds still while scrolled out of view and moves on once it is in view', () => {
    let report: (isIntersecting: boolean) => void = () => undefined;
    class FakeIntersectionObserver {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        report = (isIntersecting) => callback([{ isIntersecting }]);
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    vi.useFakeTimers();
    try {
      render(<TestimonialCarousel testimonials={testimonials} />);
      act(() => report(false));
      act(() => {
        vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS * 3);
      });
      expect(shownName()).toContain(testimonials[0]?.name);

      act(() => report(true));
      act(() => {
        vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS);
      });
      expect(shownName()).toContain(testimonials[1]?.name);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
