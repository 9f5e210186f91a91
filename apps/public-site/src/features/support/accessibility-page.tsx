import { paths } from '../../config/paths.ts';
import { ContentPage, ContentSections } from '../page-kit/content-page.tsx';

const sections = [
  {
    heading: 'Our commitment',
    paragraphs: [
      'Everyone should be able to book a ride, offer one or manage the service, whatever device or assistive technology they use. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA across the RideBook website and apps.',
    ],
  },
  {
    heading: 'What we do',
    paragraphs: ['Accessibility is part of how we design, build and test every page:'],
    list: [
      'Every page works with a keyboard alone, with a visible focus indicator.',
      'Forms have labels, and error messages are announced and tied to their fields.',
      'Light and dark themes keep text contrast readable, and the theme can follow your device setting.',
      'Animations, like the rotating testimonials on the home page, stay still when your device asks for reduced motion.',
      'We test with screen readers and automated accessibility checks before we release.',
    ],
  },
  {
    heading: 'Riding with accessibility needs',
    paragraphs: [
      'Service animals are welcome in every RideBook car, as required by our community guidelines. If you use a folding wheelchair or other mobility aid, mention it to your driver after they accept: most cars have room for one.',
    ],
  },
  {
    heading: 'Tell us what does not work',
    paragraphs: [
      'If something on RideBook is hard to use with your setup, please tell us through the Contact Us page with the category Technical issue. Describe the page, your device and any assistive technology you use. We reply within 24 hours and fix barriers as a priority.',
    ],
  },
] as const;

export function AccessibilityPage() {
  return (
    <ContentPage
      eyebrow="Support"
      title="Accessibility"
      description="RideBook is built to be usable by everyone. Read what we do to make booking and driving accessible, and how to tell us about a barrier."
      related={[
        { label: 'Contact us', to: paths.contactUs },
        { label: 'Community guidelines', to: paths.guidelines },
        { label: 'Help Center', to: paths.help },
      ]}
    >
      <ContentSections sections={sections} />
    </ContentPage>
  );
}
