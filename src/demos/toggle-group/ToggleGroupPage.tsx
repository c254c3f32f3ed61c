import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import * as toggle from "@zag-js/toggle-group"
import { textStyles } from "../../data/text-styles"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { toggleGroupControls } from "./controls"
import "./toggle-group.css"

export default function ToggleGroupPage() {
  const controls = useControls(toggleGroupControls)
  const service = useDemoMachine(toggle.machine, controls.values)
  const api = toggle.connect(service, normalizeProps)

  return (
    <DemoPage
      className="toggle-group"
      controls={controls}
      service={service}
      context={["value", "focusedId", "isTabbingBackward", "isClickFocus", "isWithinToolbar"]}
      props={["disabled", "loopFocus", "multiple", "rovingFocus", "orientation"]}
    >
      <button type="button">Outside</button>
      <div {...api.getRootProps()} aria-label="Text style">
        {textStyles.map((style) => (
          <button
            key={style.value}
            className={`toggle-group-${style.value}`}
            {...api.getItemProps({ value: style.value })}
            aria-label={style.name}
          >
            {style.text}
          </button>
        ))}
      </div>
      <p className="toggle-group-sample" data-styles={api.value.join(" ")}>
        The quick brown fox jumps over the lazy dog.
      </p>
    </DemoPage>
  )
}
