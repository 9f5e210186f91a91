// The ledger feature's public surface: what other features and the app import from it.
export {
  accountBalance,
  findRideLedger,
  findRideTip,
  type LedgerEntryRow,
  rideTip,
} from './ledger.repository.ts';
export { type LedgerLine, postTransaction } from './post-transaction.ts';
export { postCancellationFee, postRideFare, postTip } from './ride-ledger.ts';
export { splitShares } from './ride-postings.ts';
