import { joinClasses } from '../cn.ts';

/** A radio choice drawn as a card (pickup doors, payment methods, when to ride): its label carries these. */
export const choiceCardClasses = joinClasses(
  'relative flex cursor-pointer items-center gap-2 rounded-lg border bg-card px-3 py-2.5 text-sm font-medium shadow-xs',
  'transition-colors hover:bg-accent has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5',
  'has-focus-visible:ring-2 has-focus-visible:ring-ring',
);

/** The card's radio covers its whole card, unseen: a click anywhere on the card is a click on the radio itself. */
export const choiceCardRadioClasses =
  'absolute inset-0 z-10 size-full rounded-lg border-0 opacity-0 shadow-none';
