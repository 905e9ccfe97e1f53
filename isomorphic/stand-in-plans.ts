import type { IndividualPlanPrice } from './data-types/price';
import type { StandInContract } from './data-types/stand-in';

/**
 * A plan the stand-in's account holds, as Contract List v2 lists it, less the contract's own `id`, `start` and
 * `isValid` (the stand-in's): the stand-in answers with these (generators/stand-in/rest.ts) and its page lists them.
 */
export interface StandInPlan {
  planId: number;
  planName: string;
  classification: string;
  price: { day: number; month: number };
  connectionCounts: number;
}

/**
 * The contracts of data/stand-in.yaml with their individual plans of data/price.yaml (checked to exist when the data
 * is loaded): name, price (`day` the daily price, `month` the monthly maximum) and connection count; a planId not
 * written is numbered after the highest one written, in the order of the contracts.
 */
export function standInPlansOf(contracts: StandInContract[], plans: IndividualPlanPrice[]): StandInPlan[] {
  let next = Math.max(0, ...contracts.map((contract) => contract.planId ?? 0));
  return contracts.map((contract) => {
    const plan = plans.find((candidate) => candidate.api === contract.classification);
    if (!plan) throw new Error(`data/price.yaml has no individual plan "${contract.classification}"`);
    return {
      planId: contract.planId ?? ++next,
      planName: plan.name,
      classification: contract.classification,
      price: { day: plan.dailyPrice, month: plan.monthlyMaxPrice },
      connectionCounts: plan.websocketConnections,
    };
  });
}
