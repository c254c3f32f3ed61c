import { defineCode } from "../../workbench/code/snippet"
import type { presenceControls } from "./controls"

export default defineCode<typeof presenceControls>({
  name: "Presence",
  machines: [{ module: "presence", fixed: { present: "present" }, options: { duration: false, skipAnimationOnMount: false } }],
  imports: [`import { useState } from "react"`],
  setup: `
  const [present, setPresent] = useState(true)`,
  body: `
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
