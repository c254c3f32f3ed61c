import * as floatingPanel from "@zag-js/floating-panel"
import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { ArrowDownLeft, Maximize2, Minus, X } from "lucide-react"
import { type KeyboardEvent, useState } from "react"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { floatingPanelControls } from "./controls"
import { fixStageTriggerFocus } from "./fixes"
import "./floating-panel.css"

const DEFAULT_SIZE = { width: 320, height: 240 }
const DEFAULT_POSITION = { x: 300, y: 100 }
const MIN_SIZE = { width: 200, height: 120 }
const AXES = ["n", "e", "w", "s", "ne", "se", "sw", "nw"] as const

/** The spec's x 300, pulled left on narrow screens so the panel opens fully in view. */
function initialPosition() {
  if (typeof window === "undefined") return DEFAULT_POSITION
  const room = window.innerWidth - DEFAULT_SIZE.width - 8
  return { x: Math.max(0, Math.min(DEFAULT_POSITION.x, room)), y: DEFAULT_POSITION.y }
}

export default function FloatingPanelPage() {
  const controls = useControls(floatingPanelControls)
  const [defaultPosition] = useState(initialPosition)
  const service = useDemoMachine(floatingPanel.machine, {
    defaultSize: DEFAULT_SIZE,
    defaultPosition,
    minSize: MIN_SIZE,
    ...controls.values,
  })
  const api = floatingPanel.connect(service, normalizeProps)
  const contentProps = api.getContentProps()
  const stage = service.context.get("stage")
  const stageProps = (target: floatingPanel.Stage) =>
    fixStageTriggerFocus(api.getStageTriggerProps({ stage: target }), target, stage)
  const canResize = api.resizable && !controls.values.disabled && stage === "default"

  // Alt + arrows resize from the keyboard (plain arrows move the panel, Shift makes steps of 10)
  const onContentKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey && event.currentTarget === event.target && canResize) {
      const step = event.shiftKey ? 10 : 1
      const delta = { ArrowRight: [step, 0], ArrowLeft: [-step, 0], ArrowDown: [0, step], ArrowUp: [0, -step] }[
        event.key
      ]
      if (delta) {
        event.preventDefault()
        const { width, height } = api.size
        let next = { width: width + delta[0], height: height + delta[1] }
        if (controls.values.lockAspectRatio) {
          const ratio = width / height
          next =
            delta[0] !== 0
              ? { width: next.width, height: next.width / ratio }
              : { width: next.height * ratio, height: next.height }
        }
        api.setSize({ width: Math.max(MIN_SIZE.width, next.width), height: Math.max(MIN_SIZE.height, next.height) })
        return
      }
    }
    contentProps.onKeyDown?.(event)
  }

  return (
    <DemoPage
      className="floating-panel"
      controls={controls}
      service={service}
      context={["size", "position", "stage", "prevSize", "prevPosition", "isTopmost"]}
      props={["disabled", "resizable", "draggable", "lockAspectRatio", "closeOnEscape", "persistRect"]}
    >
      <button {...api.getTriggerProps()}>Toggle Panel</button>
      <p className="floating-panel-hint" id="floating-panel-keys">
        Drag the header to move the panel and its edges to resize it. With the panel focused, arrow keys move it and Alt
        + arrow keys resize it (hold Shift for steps of 10).
      </p>
      <div {...api.getPositionerProps()}>
        <div {...contentProps} aria-describedby="floating-panel-keys" onKeyDown={onContentKeyDown}>
          <div {...api.getDragTriggerProps()}>
            <div {...api.getHeaderProps()}>
              <p {...api.getTitleProps()}>Floating Panel</p>
              <div data-scope="floating-panel" data-part="trigger-group">
                <button {...stageProps("minimized")}>
                  <Minus aria-hidden size={16} />
                </button>
                <button {...stageProps("maximized")}>
                  <Maximize2 aria-hidden size={14} />
                </button>
                <button {...stageProps("default")}>
                  <ArrowDownLeft aria-hidden size={16} />
                </button>
                <button {...api.getCloseTriggerProps()}>
                  <X aria-hidden size={16} />
                </button>
              </div>
            </div>
          </div>
          <div {...api.getBodyProps()}>
            <p>Some content</p>
          </div>
          {AXES.map((axis) => (
            <div key={axis} {...api.getResizeTriggerProps({ axis })} />
          ))}
        </div>
      </div>
    </DemoPage>
  )
}
