// Entry '@ridebook/ui/safety': the SOS button and dialog the rider's and the driver's ride screens share. It calls
// the API through @ridebook/api-client, so it sits beside '/account' and '/places', not in the main entry.
export { SosButton, type SosButtonProps } from './sos-button.tsx';
export { SOS_MESSAGES } from './sos-messages.ts';
