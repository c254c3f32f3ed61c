import * as clipboard from "@zag-js/clipboard"
import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { ClipboardCheck, ClipboardCopy } from "lucide-react"
import { useState } from "react"
import { DemoPage } from "../../workbench/DemoPage"
import { DemoMessage } from "../../workbench/DemoMessage"
import { useControls } from "../../workbench/controls/useControls"
import { clipboardControls } from "./controls"
import { fixRefusedCopy } from "./fixes"
import "./clipboard.css"

export default function ClipboardPage() {
  const controls = useControls(clipboardControls)
  const service = useDemoMachine(clipboard.machine, {
    defaultValue: "https://github.com/chakra-ui/zag",
    timeout: controls.values.timeout,
  })
  const api = clipboard.connect(service, normalizeProps)
  const [error, setError] = useState<string | null>(null)

  const copy = async () => {
    if (api.value.trim() === "") {
      setError("Nothing to copy: the value is empty.")
      return
    }
    setError(await fixRefusedCopy(service, api.value))
  }

  return (
    <DemoPage className="clipboard" controls={controls} service={service} context={["value"]} props={["timeout"]}>
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Copy this link</label>
        <div {...api.getControlProps()}>
          <input
            {...api.getInputProps()}
            readOnly={false}
            data-readonly={undefined}
            spellCheck={false}
            onChange={(event) => {
              setError(null)
              api.setValue(event.currentTarget.value)
            }}
          />
          <button {...api.getTriggerProps()} onClick={() => void copy()}>
            {api.copied ? <ClipboardCheck aria-hidden size={18} /> : <ClipboardCopy aria-hidden size={18} />}
          </button>
        </div>
        <div className="clipboard-indicators" aria-live="polite">
          <div className="clipboard-copied" {...api.getIndicatorProps({ copied: true })}>
            Copied!
          </div>
          <div className="clipboard-copy" {...api.getIndicatorProps({ copied: false })}>
            Copy
          </div>
        </div>
      </div>
      <DemoMessage>{error}</DemoMessage>
    </DemoPage>
  )
}
