// The page-kit feature's public surface: what other features and the app import from it.
export { buttonClass } from './button-class.ts';
export { HydratedFieldset } from './hydrated-fieldset.tsx';
export { InitialsAvatar } from './initials-avatar.tsx';
export { SectionHeading } from './section-heading.tsx';
export { Tabs } from './tabs.tsx';
