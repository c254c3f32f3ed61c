import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import * as tour from "@zag-js/tour"
import { X } from "lucide-react"
import { useId } from "react"
import { DemoMain } from "../../workbench/DemoMain"
import { DemoPortal } from "../../workbench/DemoPortal"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { tourControls } from "./controls"
import { FrameContent } from "./FrameContent"
import { tourSteps } from "./steps"
import "./tour.css"

export default function TourPage() {
  const controls = useControls(tourControls)
  const { closeOnEsc, ...options } = controls.values
  const id = useId()
  const service = useDemoMachine(
    tour.machine,
    {
      steps: tourSteps,
      closeOnEscape: closeOnEsc,
      spotlightOffset: { x: 10, y: 10 },
      spotlightRadius: 4,
      ...options,
    },
    { id },
  )
  const api = tour.connect(service, normalizeProps)
  const step = api.step

  return (
    <>
      <DemoMain className="tour">
        <button data-scope="tour" data-part="trigger" className="tour-start" onClick={() => api.start()}>
          Start Tour
        </button>
        <div className="steps__container">
          <h3 id="step-1">Step 1</h3>
        </div>
        <div className="overflow__container" tabIndex={0} role="region" aria-label="Scrollable box">
          <div className="tour-spacer" />
          <h3 id="step-2">Step 2</h3>
          <div className="tour-spacer" />
        </div>
        <FrameContent title={`frame:${id}`}>
          <h1 id="step-2a">Iframe Content</h1>
          <p>
            Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et
            dolore magna aliqua.
          </p>
        </FrameContent>
        {/* the frame's h1 restarts the outline for axe: this keeps the later h3s one level down */}
        <h2 className="visually-hidden">Further steps</h2>
        <h3 id="step-3">Step 3</h3>
        <h3 id="step-4">Step 4</h3>
      </DemoMain>
      {api.open && step && (
        <DemoPortal target="body">
          {step.backdrop !== false && <div {...api.getBackdropProps()} />}
          <div {...api.getSpotlightProps()} />
          <div {...api.getPositionerProps()}>
            <div {...api.getContentProps()}>
              {step.arrow !== false && step.type === "tooltip" && (
                <div {...api.getArrowProps()}>
                  <div {...api.getArrowTipProps()} />
                </div>
              )}
              <p {...api.getTitleProps()}>{step.title}</p>
              <div {...api.getDescriptionProps()}>{step.description}</div>
              <div {...api.getProgressTextProps()}>{api.getProgressText()}</div>
              {step.actions && (
                <div className="tour-actions">
                  {step.actions.map((action) => (
                    <button key={action.label} {...api.getActionTriggerProps({ action })} aria-label={undefined}>
                      {action.label}
                    </button>
                  ))}
                </div>
              )}
              <button {...api.getCloseTriggerProps()}>
                <X aria-hidden size={16} />
              </button>
            </div>
          </div>
        </DemoPortal>
      )}
      <Toolbar controls={controls}>
        <StateVisualizer
          service={service}
          context={["stepId", "targetRect", "boundarySize", "currentPlacement", "resolvedTarget"]}
          props={["keyboardNavigation", "closeOnEscape", "closeOnInteractOutside", "preventInteraction"]}
          omit={["steps"]}
        />
      </Toolbar>
    </>
  )
}
