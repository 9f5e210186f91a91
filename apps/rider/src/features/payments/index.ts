// The payments feature's public surface: what other features and the app import from it.
export { WalletSummaryCard } from './wallet-summary-card.tsx';
