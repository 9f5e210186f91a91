import { anchors } from '../../config/paths.ts';
import { buttonClass, SectionHeading, Tabs } from '../page-kit/index.ts';
import { driverSteps, riderSteps } from './landing-content.ts';
import { StepList } from './step-list.tsx';

export function HowItWorksSection() {
  return (
    <section
      id={anchors.howItWorks}
      aria-labelledby="how-it-works-title"
      className="scroll-mt-20 bg-muted/50 py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How it works"
          title="From request to drop-off in a few steps"
          description="Riding and driving with RideBook take minutes to start. Here is what happens along the way."
        />
        <Tabs
          label="How it works for"
          className="mt-10"
          items={[
            {
              value: 'rider',
              label: 'As a rider',
              content: (
                <>
                  <StepList steps={riderSteps} />
                  <div className="mt-8 text-center">
                    {/* The seed spec keeps this a real button with no action (section 2). */}
                    <button type="button" className={buttonClass('primary', 'lg')}>
                      Book Your First Ride
                    </button>
                  </div>
                </>
              ),
            },
            { value: 'driver', label: 'As a driver', content: <StepList steps={driverSteps} /> },
          ]}
        />
      </div>
    </section>
  );
}
