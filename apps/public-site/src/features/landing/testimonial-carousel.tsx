import { cn } from '@ridebook/ui';
import { Pause, Play, Quote, Star } from 'lucide-react';
import { useRef, useState } from 'react';
import { TESTIMONIAL_ROTATION_MS } from '../../config/marketing.ts';
import { useIsInView, usePrefersReducedMotion } from '../motion/index.ts';
import { InitialsAvatar } from '../page-kit/index.ts';
import type { Testimonial } from './landing-content.ts';
import { useRotatingIndex } from './use-rotating-index.ts';

type TestimonialCarouselProps = { testimonials: readonly Testimonial[] };

/**
 * Rotates the sample testimonials every 4000 ms (seed spec section 9). It holds still for people who ask for
 * reduced motion, while the pointer or focus is inside it, after the visitor presses Pause (WCAG 2.2.2), and while
 * it is scrolled out of view (no one would see the change, and a phone would redraw it for nothing).
 */
export function TestimonialCarousel({ testimonials }: TestimonialCarouselProps) {
  const isReducedMotion = usePrefersReducedMotion();
  const [isHovered, setHovered] = useState(false);
  const [isFocusWithin, setFocusWithin] = useState(false);
  const [isStopped, setStopped] = useState(false);
  const carouselRef = useRef<HTMLElement>(null);
  const isInView = useIsInView(carouselRef);
  const isRotating = isInView && !isReducedMotion && !isStopped && !isHovered && !isFocusWithin;
  const [index, setIndex] = useRotatingIndex(testimonials.length, TESTIMONIAL_ROTATION_MS, isRotating);
  const current = testimonials[index];
  if (!current) return null;

  return (
    <section
      ref={carouselRef}
      aria-roledescription="carousel"
      aria-label="What riders and drivers say"
      className="rounded-2xl border border-border bg-card p-5 text-card-foreground shadow-sm"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
      }}
    >
      <div aria-live={isRotating ? 'off' : 'polite'}>
        <figure
          key={index}
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${testimonials.length}`}
        >
          <div className="flex items-center justify-between">
            <Quote aria-hidden="true" className="size-6 text-primary/60" />
            <span className="flex gap-0.5" role="img" aria-label="Rated 5 out of 5">
              {Array.from({ length: 5 }, (_, star) => (
                <Star key={star} aria-hidden="true" className="size-4 fill-warning text-warning" />
              ))}
            </span>
          </div>
          <blockquote className="mt-3 min-h-[6.5rem] text-base leading-relaxed">
            <p>{current.quote}</p>
          </blockquote>
          <figcaption className="mt-4 flex items-center gap-3">
            <InitialsAvatar name={current.name} />
            <span>
              <span className="block font-semibold">{current.name}</span>
              <span className="block text-sm text-muted-foreground">{current.role}</span>
            </span>
          </figcaption>
        </figure>
      </div>
      <div className="mt-4 flex items-center justify-between">
        <div className="flex gap-1">
          {testimonials.map((testimonial, dot) => (
            <button
              key={testimonial.name}
              type="button"
              aria-label={`Show testimonial ${dot + 1} of ${testimonials.length}`}
              aria-current={dot === index ? 'true' : undefined}
              onClick={() => setIndex(dot)}
              className="grid size-6 place-items-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span
                className={cn(
                  'block h-2 rounded-full transition-all',
                  dot === index ? 'w-5 bg-primary' : 'w-2 bg-muted-foreground/40',
                )}
              />
            </button>
          ))}
        </div>
        {isReducedMotion ? null : (
          <button
            type="button"
            onClick={() => setStopped((stopped) => !stopped)}
            aria-label={isStopped ? 'Play testimonials' : 'Pause testimonials'}
            className="grid size-8 place-items-center rounded-full text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {isStopped ? (
              <Play aria-hidden="true" className="size-4" />
            ) : (
              <Pause aria-hidden="true" className="size-4" />
            )}
          </button>
        )}
      </div>
    </section>
  );
}
