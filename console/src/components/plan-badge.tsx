// A company's plan, as a badge.
import type { Company } from '../api.ts';

export function PlanBadge({ plan }: { plan: Company['plan'] }) {
  return <span className={`badge badge-${plan}`}>{plan === 'pro' ? 'Pro plan' : 'Free plan'}</span>;
}
