export type Leader = { name: string; role: string; bio: string };

/** The leadership team shown on /about-us and /team. */
export const leadership: readonly Leader[] = [
  {
    name: 'Amara Okafor',
    role: 'Co-founder and Chief Executive Officer',
    bio: 'Spent eight years running city transport operations before starting RideBook to make every ride feel safe and fairly priced.',
  },
  {
    name: 'Lukas Brandt',
    role: 'Co-founder and Chief Technology Officer',
    bio: 'Leads the engineering team behind live tracking, matching and the open-source platform RideBook is built on.',
  },
  {
    name: 'Mei Chen',
    role: 'Head of Safety',
    bio: 'Built the 24/7 safety team and the SOS response process; previously worked in emergency dispatch.',
  },
  {
    name: 'Rafael Souza',
    role: 'Head of Driver Success',
    bio: 'A former driver himself, he makes sure drivers keep 80% of every fare plus tips and get help when they need it.',
  },
];
