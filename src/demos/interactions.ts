import { allFacts } from "./allFacts"
import { firstInteractionsOf } from "./derive"

export type { Step, Target } from "./interactionSteps"

/** Each demo's first interaction (its `demo.ts`), by slug: for the browser suites and the bench, in Node. */
export const firstInteractions = firstInteractionsOf(allFacts)
