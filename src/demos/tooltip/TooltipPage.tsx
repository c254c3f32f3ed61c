import { normalizeProps } from "@zag-js/react"
import * as tooltip from "@zag-js/tooltip"
import { DemoMain } from "../../workbench/DemoMain"
import { DemoPortal } from "../../workbench/DemoPortal"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { tooltipControls } from "./controls"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import "./tooltip.css"

const vizContext = ["hasPointerMoveOpened", "currentPlacement"] as const
const vizProps = ["openDelay", "closeDelay", "closeOnEscape", "positioning"] as const

export default function TooltipPage() {
  const controls = useControls(tooltipControls)
  const { placement, ...options } = controls.values
  const shared = { ...options, positioning: { placement } }

  const service1 = useDemoMachine(tooltip.machine, shared, { id: "tip-1", label: "Tooltip 1" })
  const service2 = useDemoMachine(tooltip.machine, shared, { id: "tip-2", label: "Tooltip 2" })
  const api1 = tooltip.connect(service1, normalizeProps)
  const api2 = tooltip.connect(service2, normalizeProps)

  return (
    <>
      <DemoMain className="tooltip">
        <div className="root">
          <button data-testid="tip-1-trigger" {...api1.getTriggerProps()}>
            Hover me
          </button>
          {api1.open && (
            <div {...api1.getPositionerProps()}>
              <div className="tooltip-content" data-testid="tip-1-tooltip" {...api1.getContentProps()}>
                <div {...api1.getArrowProps()}>
                  <div {...api1.getArrowTipProps()} />
                </div>
                Tooltip
              </div>
            </div>
          )}
          <button data-testid="tip-2-trigger" {...api2.getTriggerProps()}>
            Over me
          </button>
          {api2.open && (
            <DemoPortal>
              <div {...api2.getPositionerProps()}>
                <div className="tooltip-content" data-testid="tip-2-tooltip" {...api2.getContentProps()}>
                  <div {...api2.getArrowProps()}>
                    <div {...api2.getArrowTipProps()} />
                  </div>
                  Tooltip 2
                </div>
              </div>
            </DemoPortal>
          )}
        </div>
      </DemoMain>
      <Toolbar controls={controls} viz>
        <StateVisualizer service={service1} label="Tooltip 1" context={vizContext} props={vizProps} />
        <StateVisualizer service={service2} label="Tooltip 2" context={vizContext} props={vizProps} />
      </Toolbar>
    </>
  )
}
