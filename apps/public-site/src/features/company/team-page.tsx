import { figures } from '../../config/marketing.ts';
import { paths } from '../../config/paths.ts';
import { ContentPage, ContentSections } from '../page-kit/content-page.tsx';
import { LeadershipGrid } from './leadership-grid.tsx';
import { leadership } from './leadership.ts';

const teams = [
  {
    heading: 'How we are organized',
    paragraphs: [
      'RideBook is a small company. Most of us work in one of five teams, and every team talks to riders and drivers every week.',
    ],
    list: [
      'Rider Experience: booking, live tracking, payments and ride history.',
      'Driver Success: onboarding, document checks, earnings and the driver help line.',
      'Safety: the 24/7 safety team, the SOS response and incident reviews.',
      'Platform: the open-source apps and the API that everything runs on.',
      'City Operations: launching and running RideBook in more than 100 cities.',
    ],
  },
  {
    heading: 'Drivers on the team',
    paragraphs: [
      `Several of our colleagues drive with RideBook or used to. Their experience shapes decisions like letting drivers keep ${figures.driverSharePercent}% of every fare plus tips, and showing passenger details before a request is accepted.`,
    ],
  },
] as const;

export function TeamPage() {
  return (
    <ContentPage
      eyebrow="Company"
      title="Our team"
      description="Meet the people who build RideBook and keep it running day and night, from the leadership team to the safety desk."
      related={[
        { label: 'About us', to: paths.aboutUs },
        { label: 'Careers', to: paths.careers },
        { label: 'Contact us', to: paths.contactUs },
      ]}
    >
      <h2 className="text-2xl font-semibold tracking-tight">Leadership</h2>
      <div className="mt-6">
        <LeadershipGrid leaders={leadership} className="lg:grid-cols-2" />
      </div>
      <div className="mt-14">
        <ContentSections sections={teams} />
      </div>
    </ContentPage>
  );
}
