import { unmarkIsolationOnLeaving } from "./isolatedDocument"
import { prefetchNeighbours } from "./prefetch"
import { listenForShortcuts } from "./shortcuts"

// What starts once the page has loaded (src/boot.tsx imports this module after the load event).
listenForShortcuts()
prefetchNeighbours()
unmarkIsolationOnLeaving()
