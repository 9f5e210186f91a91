import type { Decorator } from '@storybook/react-vite';
import { DriverLocationContext, type DriverLocation } from '../features/location/index.ts';
import { storyFix } from './story-data.ts';

/**
 * A page story's driver location (what DriverLocationProvider reads from the device in the app): online, the phone's
 * fix on the Embarcadero; offline, no fix yet. Nothing is tracked or sent.
 */
export function withDriverLocation({ online }: { online: boolean }): Decorator {
  const location: DriverLocation = {
    fix: online ? storyFix : null,
    problem: null,
    isTracking: online,
    isSimulated: false,
    lastSentAt: online ? storyFix.at : null,
    locate: () => Promise.resolve(storyFix),
  };
  return (Story) => (
    <DriverLocationContext value={location}>
      <Story />
    </DriverLocationContext>
  );
}
