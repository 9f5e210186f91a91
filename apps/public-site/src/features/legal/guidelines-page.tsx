import { paths } from '../../config/paths.ts';
import { ContentPage, ContentSections } from '../page-kit/content-page.tsx';

const sections = [
  {
    heading: 'Treat everyone with respect',
    paragraphs: [
      'Riders and drivers come from every background. Discrimination, harassment, threats and offensive language are never acceptable, whether in the car, in a review or in a message.',
    ],
  },
  {
    heading: 'Keep each other safe',
    paragraphs: ['Safety is everyone’s job on a trip:'],
    list: [
      'Drivers follow traffic laws, never drive impaired and keep their documents valid.',
      'Riders wear a seat belt and do not ask drivers to break the law.',
      'Nobody carries weapons on a trip where local law forbids it.',
      'Only the rider who booked, and the companions they mention, travel on a trip.',
    ],
  },
  {
    heading: 'Be welcoming',
    paragraphs: [
      'Service animals are always welcome. Drivers help riders with mobility aids where they safely can, and riders let drivers know about extra needs after a request is accepted.',
    ],
  },
  {
    heading: 'Respect the car and the rider’s home',
    paragraphs: [
      'Riders leave the car as they found it. Drivers respect a rider’s privacy, including their pickup address and phone number, and never contact a rider after a trip except through RideBook.',
    ],
  },
  {
    heading: 'What happens when guidelines are broken',
    paragraphs: [
      'We review every report. Depending on what happened, we may warn, suspend or remove an account. Serious safety incidents are handled by our 24/7 safety team and, where needed, reported to the authorities.',
    ],
  },
] as const;

export function GuidelinesPage() {
  return (
    <ContentPage
      eyebrow="Legal"
      title="Community guidelines"
      description="The standards every RideBook rider and driver agrees to, so that each trip is respectful, safe and welcoming."
      related={[
        { label: 'Safety', to: paths.safety },
        { label: 'Terms of service', to: paths.terms },
        { label: 'Accessibility', to: paths.accessibility },
      ]}
    >
      <ContentSections sections={sections} />
    </ContentPage>
  );
}
