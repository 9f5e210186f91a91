-- Tip refunds get their own ledger kind instead of a `refund` told apart by its description ("Tip refund ...").
-- Tip refunds posted before this migration stay `refund` rows: drizzle's migrator runs every pending migration in
-- one transaction, and PostgreSQL refuses a value added by ALTER TYPE ... ADD VALUE until that transaction commits
-- ("unsafe use of new value"); the ledger is append-only besides (0003's triggers refuse any UPDATE). Tip refunds
-- shipped the day this kind replaced them, before any deployment, so there are none to carry over.
-- No index needs the kind: a ride may have several tip refunds, so it stays out of the once-per-ride index.
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'tip_refund';
