import * as clipboard from "@zag-js/clipboard"
import { normalizeProps, useMachine } from "@zag-js/react"
import { ClipboardCheck, ClipboardCopy } from "lucide-react"
import { useId, useState } from "react"
import { DemoMain } from "../../workbench/DemoMain"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { checkTimeout, clipboardControls } from "./controls"
import "./clipboard.css"

export default function ClipboardPage() {
  const controls = useControls(clipboardControls)
  const { timeout, problem } = checkTimeout(controls.values.timeout)
  const service = useMachine(clipboard.machine, {
    id: useId(),
    defaultValue: "https://github.com/chakra-ui/zag",
    timeout,
  })
  const api = clipboard.connect(service, normalizeProps)
  const [error, setError] = useState<string | null>(null)

  const copy = async () => {
    if (api.value.trim() === "") {
      setError("Nothing to copy: the value is empty.")
      return
    }
    try {
      await navigator.clipboard.writeText(api.value)
      setError(null)
      // the machine's own copy does not report a refused write, so the page writes and then tells the machine
      service.send({ type: "INPUT.COPY" })
    } catch {
      setError("The browser refused clipboard access. Select the text and press Ctrl+C (⌘C) instead.")
    }
  }

  return (
    <>
      <DemoMain className="clipboard">
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
            <div className="clipboard-copied" {...api.getIndicatorProps({ copied: true })}>Copied!</div>
            <div className="clipboard-copy" {...api.getIndicatorProps({ copied: false })}>Copy</div>
          </div>
        </div>
        {error && (
          <p className="clipboard-problem" role="alert">
            {error}
          </p>
        )}
        {problem && (
          <p className="clipboard-problem" role="alert">
            Invalid option: {problem}
          </p>
        )}
      </DemoMain>
      <Toolbar controls={controls}>
        <StateVisualizer service={service} context={["value"]} props={["timeout"]} />
      </Toolbar>
    </>
  )
}
