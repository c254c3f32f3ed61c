/**
 * The limit site's pages (scripts/limit-site.mjs): for a few routes, the least a React page can be and still
 * pass the bench's first interaction (src/demos/interactions.ts) — one zag machine, only the parts that
 * interaction touches, no shell, no workbench. Built one script file per route, as scripts/limits.mjs
 * sizes a route's limit, so `npm run bench -- --vs <limit site>` times what that limit costs on this machine.
 * Each export is one route: `Checkbox` is /checkbox (a name in PascalCase, the route in kebab-case).
 */
import { useId } from "react"
import { useMachine, normalizeProps } from "@zag-js/react"
import * as checkbox from "@zag-js/checkbox"
import * as zswitch from "@zag-js/switch"
import * as dialog from "@zag-js/dialog"
import * as tabs from "@zag-js/tabs"
import * as collapsible from "@zag-js/collapsible"
import * as popover from "@zag-js/popover"
import * as menu from "@zag-js/menu"
import * as slider from "@zag-js/slider"

export function Checkbox() {
  const api = checkbox.connect(useMachine(checkbox.machine, { id: useId() }), normalizeProps)
  return (
    <label {...api.getRootProps()}>
      <div {...api.getControlProps()} />
      <span {...api.getLabelProps()}>Accept</span>
      <input {...api.getHiddenInputProps()} />
    </label>
  )
}
export function Switch() {
  const api = zswitch.connect(useMachine(zswitch.machine, { id: useId() }), normalizeProps)
  return (
    <label {...api.getRootProps()}>
      <input {...api.getHiddenInputProps()} />
      <span {...api.getControlProps()}>
        <span {...api.getThumbProps()} />
      </span>
      <span {...api.getLabelProps()}>Wi-Fi</span>
    </label>
  )
}
export function Dialog() {
  const api = dialog.connect(useMachine(dialog.machine, { id: useId() }), normalizeProps)
  return (
    <>
      <button {...api.getTriggerProps()}>Click me</button>
      <div {...api.getBackdropProps()} />
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          <h2 {...api.getTitleProps()}>Edit profile</h2>
          <button {...api.getCloseTriggerProps()}>Close</button>
        </div>
      </div>
    </>
  )
}
export function Tabs() {
  const api = tabs.connect(useMachine(tabs.machine, { id: useId(), defaultValue: "nils" }), normalizeProps)
  const items = ["nils", "agnes"]
  return (
    <div {...api.getRootProps()}>
      <div {...api.getListProps()}>
        {items.map((v) => (
          <button key={v} data-testid={`${v}-tab`} {...api.getTriggerProps({ value: v })}>
            {v}
          </button>
        ))}
      </div>
      {items.map((v) => (
        <div key={v} data-testid={`${v}-tab-panel`} {...api.getContentProps({ value: v })}>
          {v} panel
        </div>
      ))}
    </div>
  )
}
export function Collapsible() {
  const api = collapsible.connect(useMachine(collapsible.machine, { id: useId() }), normalizeProps)
  return (
    <div {...api.getRootProps()}>
      <button {...api.getTriggerProps()}>Collapse</button>
      <div {...api.getContentProps()}>Content</div>
    </div>
  )
}
export function Popover() {
  const api = popover.connect(useMachine(popover.machine, { id: useId() }), normalizeProps)
  return (
    <>
      <button data-testid="popover-trigger" {...api.getTriggerProps()}>
        Open
      </button>
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          <p {...api.getTitleProps()}>Popover</p>
          <a href="#x">Link</a>
        </div>
      </div>
    </>
  )
}
export function Menu() {
  const api = menu.connect(useMachine(menu.machine, { id: useId() }), normalizeProps)
  return (
    <>
      <button {...api.getTriggerProps()}>Actions</button>
      <div {...api.getPositionerProps()}>
        <ul {...api.getContentProps()}>
          {["edit", "delete"].map((v) => (
            <li key={v} {...api.getItemProps({ value: v })}>
              {v}
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
export function Slider() {
  const api = slider.connect(useMachine(slider.machine, { id: useId(), defaultValue: [0] }), normalizeProps)
  return (
    <div {...api.getRootProps()}>
      <label {...api.getLabelProps()}>Quantity</label>
      <div {...api.getControlProps()}>
        <div {...api.getTrackProps()}>
          <div {...api.getRangeProps()} />
        </div>
        <div {...api.getThumbProps({ index: 0 })}>
          <input {...api.getHiddenInputProps({ index: 0 })} />
        </div>
      </div>
    </div>
  )
}
