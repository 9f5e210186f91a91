import {
  BadgeCheck,
  ChartColumn,
  CreditCard,
  Headphones,
  History,
  LocateFixed,
  MapPin,
  Route,
  ShieldCheck,
  Siren,
  Star,
  ToggleRight,
  UserCheck,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { figures } from '../../config/marketing.ts';

export type Feature = { title: string; description: string; icon: LucideIcon };
export type Step = { title: string; description: string };
export type Testimonial = { quote: string; name: string; role: string };

/** Rider features named in the seed spec (section 1). */
export const riderFeatures: readonly Feature[] = [
  {
    title: 'One-tap booking',
    description: `Set where you are going and book in a single tap, or schedule a ride up to ${figures.scheduleDaysAhead} days ahead.`,
    icon: Zap,
  },
  {
    title: 'Live GPS tracking',
    description: 'Watch your driver arrive on the map and follow every turn of your trip in real time.',
    icon: LocateFixed,
  },
  {
    title: 'Pay your way',
    description:
      'Pay by cash, card or digital wallet, whichever suits the trip. Receipts land in your ride history.',
    icon: CreditCard,
  },
  {
    title: 'Rate and review',
    description:
      'Rate each trip and leave a review, so great drivers get noticed and every ride gets better.',
    icon: Star,
  },
  {
    title: 'Ride history',
    description: 'Find every past trip with its route, driver and receipt whenever you need it.',
    icon: History,
  },
  {
    title: 'SOS emergency button',
    description: 'One press connects you with our 24/7 safety team and shares your live location.',
    icon: Siren,
  },
];

/** Driver features named in the seed spec (section 1). */
export const driverFeatures: readonly Feature[] = [
  {
    title: 'Earnings dashboard',
    description: `Keep ${figures.driverSharePercent}% of every fare plus tips, and see today's, this week's and this month's earnings at a glance.`,
    icon: ChartColumn,
  },
  {
    title: 'Availability control',
    description: 'Go online when it suits you and offline when you are done. No shifts, no minimum hours.',
    icon: ToggleRight,
  },
  {
    title: 'Route planning',
    description:
      'Turn-by-turn directions to the pickup and the destination, with the quickest route suggested.',
    icon: Route,
  },
  {
    title: 'Passenger details before accepting',
    description: 'See the pickup point, the destination and the rider’s rating before you accept a request.',
    icon: UserCheck,
  },
  {
    title: 'Driver insurance',
    description:
      'Every trip you drive with RideBook is covered by driver insurance, from pickup to drop-off.',
    icon: ShieldCheck,
  },
];

export const riderSteps: readonly Step[] = [
  {
    title: 'Set your pickup and destination',
    description: 'Type an address or drop a pin. RideBook finds the drivers closest to you.',
  },
  {
    title: 'Ride now or schedule',
    description: `Book for right away or pick a time up to ${figures.scheduleDaysAhead} days ahead for early flights and important meetings.`,
  },
  {
    title: 'Meet your driver',
    description: `Most drivers arrive in under ${figures.waitMinutes} minutes. Track them live and check the car and plate before you get in.`,
  },
  {
    title: 'Pay and rate',
    description: 'Pay by cash, card or digital wallet when you arrive, then rate your driver.',
  },
];

/** The driver onboarding steps of the seed spec (section 1). */
export const driverSteps: readonly Step[] = [
  {
    title: 'Register',
    description:
      'Sign up as a driver and upload your driving licence, vehicle registration and insurance documents.',
  },
  {
    title: 'Go online',
    description: 'Once your documents are approved, switch to online whenever you want to take rides.',
  },
  {
    title: 'Accept requests',
    description: 'Review the passenger details and the trip, then accept the requests that work for you.',
  },
  {
    title: 'Drive',
    description: 'Follow the suggested route to the pickup and on to the destination.',
  },
  {
    title: 'Get paid',
    description: `Keep ${figures.driverSharePercent}% of every fare plus all of your tips, tracked in your earnings dashboard.`,
  },
];

/** Static sample testimonials (seed spec section 2). */
export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'My driver was at the door in two minutes and I could watch the whole trip on the map. It is the only app I use to get to work now.',
    name: 'Priya Raman',
    role: 'Rider since 2023',
  },
  {
    quote:
      'I drive between my classes and keep 80% of every fare plus tips. Seeing the passenger details before I accept makes every request an easy call.',
    name: 'Marcus Bell',
    role: 'Driver, 1,200+ trips',
  },
  {
    quote:
      'I booked my airport ride three days early and it was waiting outside at 5 a.m. Paying in cash was just as simple as paying by card.',
    name: 'Sofia Alvarez',
    role: 'Rider since 2024',
  },
];

export const safetyPoints: readonly Feature[] = [
  {
    title: '24/7 safety support',
    description:
      'A real person on our safety team answers day and night, with a quick response when it matters.',
    icon: Headphones,
  },
  {
    title: 'SOS in every trip',
    description:
      'The emergency button shares your live location with our team and, if you choose, with a contact.',
    icon: Siren,
  },
  {
    title: 'Trusted drivers',
    description:
      'Every driver’s licence, vehicle registration and insurance documents are checked before their first trip.',
    icon: BadgeCheck,
  },
  {
    title: 'Trips you can follow',
    description:
      'Your route is tracked from pickup to drop-off, and your ride history keeps a record of each trip.',
    icon: MapPin,
  },
];
