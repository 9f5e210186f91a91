import { contactDetails, figures } from '../../config/marketing.ts';
import { paths } from '../../config/paths.ts';
import { ContentPage, ContentSections } from '../page-kit/content-page.tsx';

const openRoles = [
  {
    title: 'Senior Frontend Engineer',
    team: 'Platform',
    location: 'Remote (UTC-5 to UTC+2)',
    summary:
      'Build the rider, driver and admin apps in React and TypeScript, with accessibility and speed as defaults.',
  },
  {
    title: 'Safety Operations Specialist',
    team: 'Safety',
    location: 'San Francisco, shifts covering 24/7',
    summary:
      'Answer SOS alerts and safety calls, follow up on reports and help improve our response playbooks.',
  },
  {
    title: 'Driver Onboarding Coordinator',
    team: 'Driver Success',
    location: 'Hybrid, San Francisco',
    summary:
      'Review licences, vehicle registrations and insurance documents, and help new drivers take their first trip.',
  },
  {
    title: 'City Launch Manager',
    team: 'City Operations',
    location: 'Remote, with travel',
    summary:
      'Bring RideBook to new cities: recruit the first drivers, work with local partners and grow rider demand.',
  },
] as const;

const sections = [
  {
    heading: 'How we hire',
    paragraphs: [
      'Our process has four steps and usually takes three weeks: a short call with the hiring manager, a practical exercise based on real work (paid for roles that take more than two hours), a conversation with the team, and a final chat with a founder.',
      'We tell every applicant the outcome, and we give feedback when you ask for it.',
    ],
  },
  {
    heading: 'What you get',
    paragraphs: ['We want people to stay for years, so we try to make that easy.'],
    list: [
      'Competitive salary and equity for every permanent role.',
      'Flexible hours and remote-friendly teams.',
      'Health cover for you and your dependants.',
      'A yearly learning budget and time to contribute to open source.',
      `Free rides in every one of our ${figures.cities} cities.`,
    ],
  },
  {
    heading: 'Apply',
    paragraphs: [
      `Send your CV and a few lines about why the role interests you to ${contactDetails.careersEmail}, with the role title in the subject line. Do not see a role that fits? Write to us anyway: we read every message.`,
    ],
  },
] as const;

export function CareersPage() {
  return (
    <ContentPage
      eyebrow="Company"
      title="Careers at RideBook"
      description="Help millions of trips happen safely. We are hiring engineers, safety specialists and city teams who care about riders and drivers alike."
      related={[
        { label: 'Our team', to: paths.team },
        { label: 'About us', to: paths.aboutUs },
        { label: 'Press', to: paths.press },
      ]}
    >
      <h2 className="text-2xl font-semibold tracking-tight">Open roles</h2>
      <ul className="mt-6 grid gap-4">
        {openRoles.map((role) => (
          <li
            key={role.title}
            className="rounded-2xl border border-border bg-card p-5 text-card-foreground sm:p-6"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-lg font-semibold">{role.title}</h3>
              <span className="rounded-full bg-primary/10 px-3 py-1 text-xs font-semibold text-primary">
                {role.team}
              </span>
            </div>
            <p className="mt-1 text-sm text-muted-foreground">{role.location}</p>
            <p className="mt-3 text-muted-foreground">{role.summary}</p>
          </li>
        ))}
      </ul>
      <div className="mt-14">
        <ContentSections sections={sections} />
      </div>
    </ContentPage>
  );
}
