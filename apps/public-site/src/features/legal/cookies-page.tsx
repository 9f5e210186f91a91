import { paths } from '../../config/paths.ts';
import { ContentPage, ContentSections } from '../page-kit/content-page.tsx';
import { LEGAL_LAST_UPDATED } from './legal-dates.ts';

const sections = [
  {
    heading: 'What we store in your browser',
    paragraphs: [
      'RideBook uses a small number of cookies and local storage entries. All of them are needed for the site to work or remember a choice you made. We do not use advertising cookies.',
    ],
    list: [
      'Sign-in cookies keep you signed in securely and renew your session. They are deleted when you sign out.',
      'sidebar_state remembers whether the dashboard sidebar is expanded or collapsed, for 7 days.',
      'Your theme choice (light, dark or system) is kept in local storage.',
      'rememberMe is kept in local storage when you tick "Remember me" at sign-in.',
    ],
  },
  {
    heading: 'Managing cookies',
    paragraphs: [
      'You can delete cookies and local storage in your browser settings at any time. If you block the sign-in cookies, you will not be able to sign in, but the public pages keep working.',
    ],
  },
] as const;

export function CookiesPage() {
  return (
    <ContentPage
      eyebrow="Legal"
      title="Cookie policy"
      description="The few cookies and browser storage entries RideBook uses, what each one is for and how to remove them."
      lastUpdated={LEGAL_LAST_UPDATED}
      related={[
        { label: 'Privacy policy', to: paths.privacy },
        { label: 'Terms of service', to: paths.terms },
        { label: 'Help Center', to: paths.help },
      ]}
    >
      <ContentSections sections={sections} />
    </ContentPage>
  );
}
