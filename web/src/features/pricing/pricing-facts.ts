// The plans, and what premium really changes (the server keeps
// PREMIUM_UPLOAD_RETENTION uploads, default 50, for premium users against UPLOAD_RETENTION's 5).
import { UPLOADS_KEPT_BY_DEFAULT } from '../legal';
import type { Purchase } from './api/use-start-checkout';

export { UPLOADS_KEPT_BY_DEFAULT };
export const UPLOADS_KEPT_FOR_PREMIUM = 50;

export type PlanId = 'basic' | 'pro' | 'subscription';

export type Plan = {
  id: PlanId;
  name: string;
  price: string;
  /** Shown after the price, e.g. '/mo'. */
  period?: string;
  summary: string;
  features: string[];
  mostPopular?: boolean;
  /** What the button starts for a signed-in user. */
  purchase: Purchase;
};

const PREMIUM_RETENTION = `Keep your last ${UPLOADS_KEPT_FOR_PREMIUM} audits instead of ${UPLOADS_KEPT_BY_DEFAULT}`;
const FREE_TOOL = 'Everything in the free auditor: summaries, campaign details, Parent-ASIN views and notes';

export const PLANS: readonly Plan[] = [
  {
    id: 'basic',
    name: 'Basic',
    price: '$999',
    summary: 'Premium for a team that audits a few accounts and wants its history kept.',
    features: [PREMIUM_RETENTION, FREE_TOOL, 'Your notes stay attached to every kept audit'],
    purchase: 'subscription',
  },
  {
    id: 'pro',
    name: 'Pro',
    price: '$1999',
    summary: 'One payment, no renewal: premium for agencies that come back to many accounts.',
    features: [PREMIUM_RETENTION, FREE_TOOL, 'Paid once: nothing to cancel'],
    mostPopular: true,
    purchase: 'pro',
  },
  {
    id: 'subscription',
    name: 'Subscription',
    price: '$99',
    period: '/mo',
    summary: 'Premium month by month; cancel whenever you like.',
    features: [PREMIUM_RETENTION, FREE_TOOL, 'Cancel any time: premium lasts until the end of the paid month'],
    purchase: 'subscription',
  },
];

/** The label of a plan's button on the pricing page. */
export function planButtonLabel(plan: PlanId, signedIn: boolean): string {
  if (plan === 'basic') return signedIn ? 'Subscribe Now' : 'Sign Up to Subscribe';
  return plan === 'pro' ? 'Buy Pro Plan' : 'Buy Basic Plan';
}
