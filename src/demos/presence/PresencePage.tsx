import * as presence from "@zag-js/presence"
import { normalizeProps } from "@zag-js/react"
import { useState } from "react"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { presenceControls } from "./controls"
import "./presence.css"

export default function PresencePage() {
  const controls = useControls(presenceControls)
  const { duration, skipAnimationOnMount } = controls.values
  const [present, setPresent] = useState(true)
  const service = useDemoMachine(presence.machine, { present })
  const { present: mounted, skip, setNode } = presence.connect(service, normalizeProps)
  // presence has no parts of its own: the box names itself, and leaves data-state out (so no keyframes
  // run) while the machine says to skip the first mount's animation
  const state = skip && skipAnimationOnMount ? undefined : present ? "open" : "closed"

  return (
    <DemoPage
      className="presence"
      controls={controls}
      service={service}
      context={["initial", "unmountAnimationName", "prevAnimationName"]}
      props={["present", "immediate"]}
    >
      <div className="presence-actions">
        <button type="button" onClick={() => setPresent((value) => !value)}>
          Toggle
        </button>
        <p role="status">Present: {mounted ? "yes" : "no"}</p>
      </div>
      {/* presence has no DOM parts of its own: the stage is marked as the widget, which stays while the
          content comes and goes (the registry-wide suites look for a zag part in main) */}
      <div className="presence-stage" data-scope="presence" data-part="root">
        {mounted && (
          <div
            ref={setNode}
            data-scope="presence"
            data-part="content"
            data-state={state}
            style={{ animationDuration: `${duration}ms` }}
          >
            Content
          </div>
        )}
      </div>
    </DemoPage>
  )
}
