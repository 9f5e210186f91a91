import type { Meta, StoryObj } from '@storybook/react-vite';
import { PRODUCT_NAME } from '../brand.ts';

const meta: Meta = {
  title: 'Foundations/Tokens',
  parameters: {
    docs: {
      description: {
        component:
          'The design tokens in `@ridebook/ui/styles.css`: CSS variables for light and dark, exposed to Tailwind v4 as `bg-primary`, `text-muted-foreground`, `rounded-lg`, `shadow-md` and so on. Switch the theme in the toolbar.',
      },
    },
  },
};
export default meta;

const COLOR_PAIRS = [
  ['background', 'foreground'],
  ['card', 'card-foreground'],
  ['muted', 'muted-foreground'],
  ['primary', 'primary-foreground'],
  ['secondary', 'secondary-foreground'],
  ['accent', 'accent-foreground'],
  ['destructive', 'destructive-foreground'],
  ['success', 'success-foreground'],
  ['warning', 'warning-foreground'],
  ['info', 'info-foreground'],
] as const;

export const Colors: StoryObj = {
  render: () => (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {COLOR_PAIRS.map(([surface, text]) => (
        <div
          key={surface}
          className="flex h-24 flex-col justify-between rounded-xl border p-4 shadow-xs"
          style={{ background: `var(--${surface})`, color: `var(--${text})` }}
        >
          <span className="text-sm font-semibold">{surface}</span>
          <span className="font-mono text-xs">text: {text}</span>
        </div>
      ))}
      <div className="flex h-24 items-end gap-2 rounded-xl border bg-card p-4">
        {[1, 2, 3, 4, 5].map((index) => (
          <span
            key={index}
            className="flex-1 rounded-md"
            style={{ background: `var(--chart-${index})`, height: `${30 + index * 10}%` }}
          />
        ))}
        <span className="sr-only">Chart colours 1 to 5</span>
      </div>
    </div>
  ),
};

export const Typography: StoryObj = {
  render: () => (
    <div className="grid max-w-2xl gap-4">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">
        Safe · Affordable · Convenient
      </p>
      <h1 className="text-5xl font-extrabold">Your ride, in minutes</h1>
      <h2 className="text-3xl font-bold">Trusted drivers in 100+ cities</h2>
      <h3 className="text-xl font-semibold">Schedule up to 7 days ahead</h3>
      <p className="text-base leading-relaxed text-muted-foreground">
        {PRODUCT_NAME} uses the system font stack: native on every device, nothing to download. Body text is
        16 px with relaxed leading; headings are tighter with slight negative tracking.
      </p>
      <p className="font-mono text-sm">Ride #RB-20931 · $18.40</p>
    </div>
  ),
};

export const RadiusAndShadow: StoryObj = {
  name: 'Radius and shadow',
  render: () => (
    <div className="grid gap-6">
      <div className="flex flex-wrap gap-4">
        {['rounded-sm', 'rounded-md', 'rounded-lg', 'rounded-xl', 'rounded-2xl', 'rounded-full'].map(
          (radius) => (
            <div
              key={radius}
              className={`flex size-24 items-center justify-center border bg-card text-xs ${radius}`}
            >
              {radius}
            </div>
          ),
        )}
      </div>
      <div className="flex flex-wrap gap-6">
        {['shadow-xs', 'shadow-sm', 'shadow-md', 'shadow-lg', 'shadow-xl'].map((shadow) => (
          <div
            key={shadow}
            className={`flex size-28 items-center justify-center rounded-xl bg-card text-xs ${shadow}`}
          >
            {shadow}
          </div>
        ))}
      </div>
    </div>
  ),
};
