import { contactDetails, figures } from '../../config/marketing.ts';
import { paths } from '../../config/paths.ts';
import { ContentPage, ContentSections } from '../page-kit/content-page.tsx';

const facts = [
  { label: 'Users', value: figures.users },
  { label: 'Drivers', value: figures.drivers },
  { label: 'Cities', value: figures.cities },
  { label: 'Average rating', value: figures.rating },
] as const;

const sections = [
  {
    heading: 'About RideBook',
    paragraphs: [
      `RideBook is a ride-booking platform that connects riders with nearby drivers in more than ${figures.cities.replace('+', '')} cities. Riders book in one tap or schedule up to ${figures.scheduleDaysAhead} days ahead, follow their trip on a live map and pay by cash, card or digital wallet. Drivers keep ${figures.driverSharePercent}% of every fare plus tips.`,
      'The platform is open source: the rider, driver and admin apps and the API are developed in public.',
    ],
  },
  {
    heading: 'Brand guidelines',
    paragraphs: ['When you write about us, please keep the name and the logo as they are.'],
    list: [
      'Write the name as one word with two capitals: RideBook.',
      'Do not stretch, recolor or add effects to the logo.',
      'Leave clear space around the logo at least as wide as the letter R.',
    ],
  },
  {
    heading: 'Media inquiries',
    paragraphs: [
      `Journalists can reach our communications team at ${contactDetails.pressEmail}. We answer press inquiries within one working day and can arrange interviews with our leadership, safety and driver teams.`,
    ],
  },
] as const;

export function PressPage() {
  return (
    <ContentPage
      eyebrow="Company"
      title="Press and media"
      description="Facts, figures and contacts for journalists writing about RideBook, safe and affordable rides, and fair work for drivers."
      related={[
        { label: 'About us', to: paths.aboutUs },
        { label: 'Blog', to: paths.blog },
        { label: 'Contact us', to: paths.contactUs },
      ]}
    >
      <h2 className="text-2xl font-semibold tracking-tight">RideBook at a glance</h2>
      <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {facts.map((fact) => (
          <div
            key={fact.label}
            className="flex flex-col rounded-2xl border border-border bg-card p-5 text-center"
          >
            <dt className="text-sm text-muted-foreground">{fact.label}</dt>
            <dd className="order-first text-3xl font-extrabold text-primary">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-14">
        <ContentSections sections={sections} />
      </div>
    </ContentPage>
  );
}
