import { issueToken } from '../../auth/tokens';
import { paymentSources, users } from '../../db/schema';
import { verifyEmailMail } from '../../mail/templates/verify-email';
import type { CompletionContext } from '../../openapi/operation-types';
import type { Tokenised } from '../../payments/gateway';
import { orderPaymentChoiceLabel } from '../../../engine/orders/order-payment';
import { sourceLabel } from '../../../engine/payments/source-label';
import type { SealedSignupPlan } from './register-plan';
import { submitItem, type SubmittedItem } from '../../workflow/submit-item';
import { orderCreatedData } from '../../events/order-data';
import { CUSTOMER_ROLE } from '../../../engine/roles/roles';

/**
 * Everything a signup creates, in the one transaction `complete` runs in: the user (role User,
 * unconfirmed, mailed a link to verify the email as self-registration does), the
 * account_application item, the first fuel_order item and the tokenised card. An email that
 * already has a login (or a race for it lost at the unique index) creates nothing: 'known'.
 */
export async function storeSignup({ db, tenant, services }: CompletionContext, plan: SealedSignupPlan, card: Tokenised | null): Promise<'created' | 'known'> {
  const [user] = await db
    .insert(users)
    .values({
      tenantId: tenant.id,
      email: plan.email,
      passwordHash: plan.passwordHash,
      role: CUSTOMER_ROLE,
      firstName: plan.firstName,
      lastName: plan.lastName,
      displayName: `${plan.firstName} ${plan.lastName}`.trim(),
      cellPhone: plan.cellPhone,
      homePhone: plan.homePhone,
      locale: plan.locale,
      confirmed: false,
    })
    .onConflictDoNothing({ target: [users.tenantId, users.email] })
    .returning({ id: users.id });
  // The address has a login (or one racing for it won): nothing is created, and the caller answers as for a new one.
  if (!user) return 'known';

  // The card first: the application and the order name it (label and id), as an order paid by a new card does.
  let payment: Record<string, unknown> | undefined;
  if (plan.card && card) {
    const [source] = await db
      .insert(paymentSources)
      .values({
        tenantId: tenant.id,
        userId: user.id,
        paymentType: 'credit_card',
        name: `${card.brand} ending ${card.last4}`,
        description: 'Added at signup',
        gateway: services.gateways.for(tenant).name,
        token: card.token,
        brand: card.brand,
        last4: card.last4,
        expMonth: plan.card.expMonth,
        expYear: plan.card.expYear,
        holderFirstName: plan.card.firstName,
        holderLastName: plan.card.lastName,
        accountType: null,
        billingAddress: plan.card.billingAddress,
        isDefault: true,
        createdAt: services.now(),
      })
      .returning({ id: paymentSources.id });
    payment = {
      choice: 'new_payment_method',
      label: `${orderPaymentChoiceLabel('new_payment_method')}: ${sourceLabel(card.brand, card.last4)}`,
      payment_id: source.id,
    };
  }
  // The application, and inside its notices the first order (which names it), then the verify
  // mail; last the events: customer.signed_up, then order.created, as the feed always read them.
  const application = plan.application;
  let order: SubmittedItem | undefined;
  await submitItem({ db, tenant, services }, {
    type: 'account_application',
    answers: application,
    added: payment ? { payment } : {},
    userId: user.id,
    notify: async (stored) => {
      if (plan.order) {
        const { price } = plan.order;
        order = await submitItem({ db, tenant, services }, {
          type: 'fuel_order',
          answers: plan.order.answers,
          added: { ...(payment ? { payment } : {}), total_price: price.total_price, price, account_application_id: stored.id },
          userId: user.id,
        });
      }
      const token = await issueToken(db, tenant.id, user.id, 'verify', services.now());
      await services.mailer.queue(db, tenant, verifyEmailMail(tenant, services.publicBaseUrl(tenant), { email: plan.email, firstName: plan.firstName }, token));
    },
    // A prospect has no account yet, so neither event names one; the order points to its application.
    events: (stored) => {
      const chosen = (payment ?? application.contents.payment ?? null) as { choice: string; label: string } | null;
      const signedUp = {
        type: 'customer.signed_up' as const,
        data: {
          user_id: user.id,
          email: plan.email,
          first_name: plan.firstName,
          last_name: plan.lastName,
          cell_phone: plan.cellPhone,
          home_phone: plan.homePhone,
          application_id: stored.id,
          application_status: stored.status,
          order_request_id: order?.id ?? null,
          payment: chosen ? { choice: chosen.choice, label: chosen.label } : null,
          answers: application.contents,
          extra: stored.extra,
          created_at: stored.createdAt.toISOString(),
        },
      };
      if (!order) return [signedUp];
      const data = orderCreatedData({ requestId: order.id, status: order.status, userId: user.id, contents: order.contents, extra: order.extra, createdAt: order.createdAt });
      return [signedUp, { type: 'order.created' as const, data }];
    },
  });
  return 'created';
}
