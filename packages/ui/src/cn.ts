import { clsx, type ClassValue } from 'clsx';
import { twJoin, twMerge } from 'tailwind-merge';

/** Joins class names and lets later Tailwind utilities override earlier ones (`px-2` then `px-4` -> `px-4`). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Joins class lists written together, without resolving conflicts: for the class strings a module builds when it is
 * imported. tailwind-merge builds its class map on its first call (tens of milliseconds on a phone), which would
 * otherwise happen while the app's code is evaluated, in one long task. These lists must not hold conflicting
 * utilities (cn.test.ts checks the shared ones).
 */
export const joinClasses: (...lists: string[]) => string = twJoin;

/**
 * Builds tailwind-merge's class map now (its first call does), in a task of its own, so that the first render that
 * calls cn() does not: the public site calls it before hydration.
 */
export function prepareClassMerging(): void {
  twMerge('');
}
