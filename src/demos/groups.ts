import { allFacts } from "./allFacts"
import { demoGroupsOf } from "./derive"

/** The home page's sections for tests and scripts, in Node (each demo's `demo.ts` names its group). */
export const demoGroups = demoGroupsOf(allFacts)
