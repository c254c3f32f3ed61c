import { normalizeProps } from "@zag-js/react"
import * as toggle from "@zag-js/toggle"
import { Bold } from "lucide-react"
import { useEffect, useRef } from "react"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { toggleControls } from "./controls"
import "./toggle.css"

export default function TogglePage() {
  const controls = useControls(toggleControls)
  const { defaultPressed } = controls.values
  const service = useDemoMachine(toggle.machine, controls.values)
  const api = toggle.connect(service, normalizeProps)

  // zag reads defaultPressed once, on mount; a change in the Controls starts the toggle over from it
  const appliedDefault = useRef(defaultPressed)
  useEffect(() => {
    if (appliedDefault.current === defaultPressed) return
    appliedDefault.current = defaultPressed
    api.setPressed(defaultPressed)
  }, [defaultPressed, api])

  return (
    <DemoPage
      className="toggle"
      controls={controls}
      service={service}
      context={["pressed"]}
      props={["disabled", "defaultPressed"]}
    >
      <button {...api.getRootProps()} aria-label="Bold">
        <span {...api.getIndicatorProps()}>
          <Bold aria-hidden size={18} strokeWidth={3} />
        </span>
      </button>
      <output className="toggle-output">Pressed: {api.pressed ? "yes" : "no"}</output>
    </DemoPage>
  )
}
