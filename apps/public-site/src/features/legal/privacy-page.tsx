import { contactDetails } from '../../config/marketing.ts';
import { paths } from '../../config/paths.ts';
import { ContentPage, ContentSections } from '../page-kit/content-page.tsx';
import { LEGAL_LAST_UPDATED } from './legal-dates.ts';

const sections = [
  {
    heading: 'What we collect',
    paragraphs: ['We collect only what we need to run trips safely:'],
    list: [
      'Account details: your name, email address, phone number and whether you ride or drive.',
      'For drivers: vehicle model, licence plate, and licence, registration and insurance documents.',
      'Trip details: pickup and destination, route, time, payment method, ratings and reviews.',
      'Location while a trip is being requested or is under way, so riders and drivers can find each other.',
      'Messages you send to support, including through the contact form.',
    ],
  },
  {
    heading: 'How we use it',
    paragraphs: [
      'We use your information to match riders with drivers, show live trip tracking, process payments, keep your ride history, answer support requests and respond to safety reports, including SOS alerts.',
      'We do not sell your personal information.',
    ],
  },
  {
    heading: 'Who can see it',
    paragraphs: [
      'During a trip, your driver sees your name, rating, pickup point and destination; you see your driver’s name, rating, car and plate. Our support and safety teams see what they need to help you. We share information with authorities only when the law requires it or someone’s safety is at risk.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'We keep account details while your account is open, and trip records for as long as tax and safety laws require. When you close your account, we delete or anonymize the rest.',
    ],
  },
  {
    heading: 'Your choices',
    paragraphs: [
      `You can see and change your account details in Profile Settings. To get a copy of your data, correct it or delete your account, write to ${contactDetails.privacyEmail}. We answer privacy requests within 30 days.`,
    ],
  },
] as const;

export function PrivacyPage() {
  return (
    <ContentPage
      eyebrow="Legal"
      title="Privacy policy"
      description="What personal information RideBook collects, why we need it, who can see it and how you stay in control of it."
      lastUpdated={LEGAL_LAST_UPDATED}
      related={[
        { label: 'Cookie policy', to: paths.cookies },
        { label: 'Terms of service', to: paths.terms },
        { label: 'Contact us', to: paths.contactUs },
      ]}
    >
      <ContentSections sections={sections} />
    </ContentPage>
  );
}
