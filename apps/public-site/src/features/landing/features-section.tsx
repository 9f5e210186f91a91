import { anchors } from '../../config/paths.ts';
import { SectionHeading, Tabs } from '../page-kit/index.ts';
import { FeatureGrid } from './feature-grid.tsx';
import { driverFeatures, riderFeatures } from './landing-content.ts';

export function FeaturesSection() {
  return (
    <section id={anchors.features} aria-labelledby="features-title" className="scroll-mt-20 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything you need, whichever seat you are in"
          description="RideBook is built for both sides of the trip: quick, safe rides for riders, and fair, flexible work for drivers."
        />
        <Tabs
          label="Features for"
          className="mt-10"
          items={[
            { value: 'riders', label: 'Riders', content: <FeatureGrid features={riderFeatures} /> },
            { value: 'drivers', label: 'Drivers', content: <FeatureGrid features={driverFeatures} /> },
          ]}
        />
      </div>
    </section>
  );
}
