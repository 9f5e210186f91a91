import { usePageMeta } from '../seo/index.ts';
import { DriverCtaSection } from './driver-cta-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { FinalCtaSection } from './final-cta-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { HowItWorksSection } from './how-it-works-section.tsx';
import { SafetySection } from './safety-section.tsx';
import { StatsBand } from './stats-band.tsx';

export function LandingPage() {
  usePageMeta(
    'RideBook: safe, affordable rides in minutes',
    'Book a ride in one tap or drive with RideBook and keep 80% of every fare plus tips. Rated 4.9 in 100+ cities.',
  );
  return (
    <>
      <HeroSection />
      <StatsBand />
      <FeaturesSection />
      <HowItWorksSection />
      <SafetySection />
      <DriverCtaSection />
      <FinalCtaSection />
    </>
  );
}
