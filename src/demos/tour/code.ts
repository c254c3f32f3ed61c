import { declareConst } from "../../workbench/code/literal"
import { pageData } from "../../workbench/code/pageData"
import { defineCode } from "../../workbench/code/snippet"
import type { tourControls } from "./controls"

const { tourSteps } = pageData<typeof import("./steps")>(
  import.meta.glob("./steps.ts", { eager: true, query: "?snippet" }),
)

export default defineCode<typeof tourControls>({
  name: "Tour",
  machines: [
    {
      module: "tour",
      fixed: { steps: "steps", spotlightOffset: "{ x: 10, y: 10 }", spotlightRadius: "4" },
      options: { closeOnEsc: { as: "closeOnEscape" } },
    },
  ],
  before: `${declareConst(
    "tourSteps",
    tourSteps.map(({ target: _target, effect: _effect, ...texts }) => texts),
    "the page's steps (src/demos/tour/steps.ts), without step 1's effect, which fetches its title from a public profile",
    "tour.StepDetails[]",
  )}

// step-2a sits inside the iframe
const findTarget = (id: string) =>
  document.getElementById(id) ?? document.querySelector("iframe")?.contentDocument?.getElementById(id) ?? null

const steps = tourSteps.map((step) => (step.type === "tooltip" ? { ...step, target: () => findTarget(step.id) } : step))`,
  jsx: `
<>
  <button onClick={() => api.start()}>Start Tour</button>
  <h3 id="step-1">Step 1</h3>
  <div tabIndex={0} role="region" aria-label="Scrollable box" style={{ height: 200, overflow: "auto" }}>
    <div style={{ height: 400 }} />
    <h3 id="step-2">Step 2</h3>
    <div style={{ height: 400 }} />
  </div>
  <iframe title="frame" srcDoc={'<h1 id="step-2a">Iframe Content</h1>'} />
  <h3 id="step-3">Step 3</h3>
  <h3 id="step-4">Step 4</h3>
  {api.open && api.step && (
    <>
      {api.step.backdrop !== false && <div {...api.getBackdropProps()} />}
      <div {...api.getSpotlightProps()} />
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          {api.step.arrow !== false && api.step.type === "tooltip" && (
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
