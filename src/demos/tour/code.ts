import { defineCode } from "../../workbench/code/snippet"
import type { tourControls } from "./controls"

export default defineCode<typeof tourControls>({
  name: "Tour",
  machines: [{ module: "tour", fixed: { steps: "steps" }, options: { closeOnEsc: { as: "closeOnEscape" } } }],
  before: `
const steps: tour.StepDetails[] = [
  {
    type: "dialog",
    id: "welcome",
    title: "Welcome",
    description: "Ready to begin the tour?",
    actions: [{ label: "Next", action: "next" }],
  },
  {
    type: "tooltip",
    id: "first",
    title: "The first step",
    description: "This points at the element with id 'step-1'.",
    target: () => document.getElementById("step-1"),
    actions: [
      { label: "Prev", action: "prev" },
      { label: "Done", action: "dismiss" },
    ],
  },
]`,
  jsx: `
<>
  <button onClick={() => api.start()}>Start Tour</button>
  <div id="step-1">Step 1</div>
  {api.open && api.step && (
    <>
      {api.step.backdrop !== false && <div {...api.getBackdropProps()} />}
      <div {...api.getSpotlightProps()} />
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          {api.step.arrow && (
            <div {...api.getArrowProps()}>
              <div {...api.getArrowTipProps()} />
            </div>
          )}
          <p {...api.getTitleProps()}>{api.step.title}</p>
          <div {...api.getDescriptionProps()}>{api.step.description}</div>
          <div {...api.getProgressTextProps()}>{api.getProgressText()}</div>
          {api.step.actions?.map((action) => (
            <button key={action.label} {...api.getActionTriggerProps({ action })}>
              {action.label}
            </button>
          ))}
          <button {...api.getCloseTriggerProps()}>X</button>
        </div>
      </div>
    </>
  )}
</>`,
})
