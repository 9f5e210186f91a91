import { contactDetails, figures } from '../../config/marketing.ts';
import { paths } from '../../config/paths.ts';
import { ContentPage, ContentSections } from '../page-kit/content-page.tsx';
import { LEGAL_LAST_UPDATED } from './legal-dates.ts';

const sections = [
  {
    heading: '1. About these terms',
    paragraphs: [
      'These terms apply when you use the RideBook website and apps as a rider or a driver. By creating an account you agree to them. Please read them together with our Privacy Policy and Community Guidelines.',
    ],
  },
  {
    heading: '2. Your account',
    paragraphs: [
      'You must give accurate information when you register, including your name, email address and phone number, and keep your password to yourself. You are responsible for what happens under your account. You must be old enough to enter a contract where you live.',
    ],
  },
  {
    heading: '3. Booking and riding',
    paragraphs: [
      `RideBook connects you with independent drivers. You can request a ride now or schedule one up to ${figures.scheduleDaysAhead} days ahead. A ride is confirmed when a driver accepts it. Treat drivers and their vehicles with respect and follow the Community Guidelines during every trip.`,
    ],
  },
  {
    heading: '4. Payment',
    paragraphs: [
      'You can pay for a trip by cash, card or digital wallet. You agree to pay for every trip you take, and any tip you add goes to your driver in full.',
    ],
  },
  {
    heading: '5. Driving with RideBook',
    paragraphs: [
      `Drivers must hold a valid driving licence, vehicle registration and insurance, and keep their documents up to date. Drivers decide when they are available and which requests they accept. Drivers keep ${figures.driverSharePercent}% of every fare plus all tips.`,
    ],
  },
  {
    heading: '6. Ending your account',
    paragraphs: [
      'You can close your account at any time by contacting support. We may suspend or close an account that breaks these terms or the Community Guidelines, or that puts the safety of others at risk. Where we can, we will tell you why.',
    ],
  },
  {
    heading: '7. Liability',
    paragraphs: [
      'We work hard to keep RideBook available and safe, but we cannot promise that a driver will always be available. Nothing in these terms limits rights you have under the consumer laws where you live.',
    ],
  },
  {
    heading: '8. Changes and contact',
    paragraphs: [
      `If we change these terms in a way that matters, we will tell you before the change takes effect. Questions about these terms can be sent to ${contactDetails.supportEmail} or through the Contact Us page.`,
    ],
  },
] as const;

export function TermsPage() {
  return (
    <ContentPage
      eyebrow="Legal"
      title="Terms of service"
      description="The rules for using RideBook as a rider or a driver: your account, booking, payment, driving and what happens if something goes wrong."
      lastUpdated={LEGAL_LAST_UPDATED}
      related={[
        { label: 'Privacy policy', to: paths.privacy },
        { label: 'Cookie policy', to: paths.cookies },
        { label: 'Community guidelines', to: paths.guidelines },
      ]}
    >
      <ContentSections sections={sections} />
    </ContentPage>
  );
}
