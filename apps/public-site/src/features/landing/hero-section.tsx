import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { figures } from '../../config/marketing.ts';
import { anchors, paths } from '../../config/paths.ts';
import { buttonClass } from '../page-kit/index.ts';
import { testimonials } from './landing-content.ts';
import { QuickBookingForm } from './quick-booking-form.tsx';
import { SampleRideCard } from './sample-ride-card.tsx';
import { TestimonialCarousel } from './testimonial-carousel.tsx';

export function HeroSection() {
  return (
    <section
      id={anchors.home}
      aria-labelledby="hero-title"
      className="relative scroll-mt-20 overflow-hidden bg-gradient-to-b from-primary/10 via-background to-background"
    >
      <div className="mx-auto grid max-w-6xl gap-12 px-4 pt-12 pb-16 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:pt-20 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1 text-sm font-medium text-card-foreground shadow-sm">
            <Star aria-hidden="true" className="size-4 fill-warning text-warning" />
            Rated {figures.rating} by riders in {figures.cities} cities
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Your ride, on time, with <span className="text-primary">RideBook</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-muted-foreground">
            Safe, affordable and convenient rides whenever you need them. Trusted drivers reach you in under{' '}
            {figures.waitMinutes} minutes on average, and our safety team is there 24/7.
          </p>
          <div className="mt-8 max-w-xl">
            <QuickBookingForm />
          </div>
          <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
            <span>Have a car and some free time?</span>
            <Link to={paths.register} className={buttonClass('outline', 'md')}>
              Become a Driver
            </Link>
          </p>
        </div>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1 lg:pl-6">
          <SampleRideCard />
          <TestimonialCarousel testimonials={testimonials} />
        </div>
      </div>
    </section>
  );
}
