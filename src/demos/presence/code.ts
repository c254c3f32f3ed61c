import { defineCode } from "../../workbench/code/snippet"
import type { presenceControls } from "./controls"

export default defineCode<typeof presenceControls>({
  name: "Presence",
  // presence takes no id, so its useMachine call is written out rather than generated
  machines: [],
  imports: [`import * as presence from "@zag-js/presence"`, `import { useState } from "react"`],
  setup: `
  const [present, setPresent] = useState(true)
  const service = useMachine(presence.machine, { present })
  const api = presence.connect(service, normalizeProps)
  // style [data-state="open"] and [data-state="closed"] with CSS keyframes`,
  jsx: `
<>
  <button onClick={() => setPresent(!present)}>Toggle</button>
  <p>Present: {api.present ? "yes" : "no"}</p>
  {api.present && (
    <div ref={api.setNode} data-state={present ? "open" : "closed"}>
      Content
    </div>
  )}
</>`,
})
