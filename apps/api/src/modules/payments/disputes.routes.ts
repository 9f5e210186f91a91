import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { disputeListResponseSchema, type Dispute } from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import { listDisputesWithPayments } from './provider-events.repository.ts';

const LIST_LIMIT = 200;

/** The admin app's Disputes page: chargebacks the card provider reported (decision 029). Admins only. */
export const disputesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const admins = app.requireRole('admin');

  app.get(
    '/admin/disputes',
    {
      schema: {
        operationId: 'listDisputes',
        tags: ['admin'],
        summary:
          'Chargebacks on card payments, open first, then newest (the latest 200), with the ride and rider',
        response: { 200: disputeListResponseSchema, ...errorResponses(401, 403) },
      },
      onRequest: admins,
    },
    async () => {
      const rows = await listDisputesWithPayments(db, LIST_LIMIT);
      return {
        data: rows.map(({ dispute, payment, rider }): Dispute => ({
          id: dispute.id,
          providerDisputeId: dispute.providerDisputeId,
          cardPaymentId: dispute.cardPaymentId,
          rideId: payment.rideId,
          purpose: payment.purpose,
          rider,
          amount: dispute.amount,
          currency: dispute.currency,
          reason: dispute.reason,
          status: dispute.status,
          isWithdrawn: dispute.withdrawalTransactionId !== null,
          isReinstated: dispute.reinstatementTransactionId !== null,
          createdAt: dispute.createdAt.toISOString(),
          closedAt: dispute.closedAt?.toISOString() ?? null,
        })),
      };
    },
  );
};
