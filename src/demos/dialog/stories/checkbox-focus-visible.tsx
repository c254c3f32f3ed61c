import * as checkbox from "@zag-js/checkbox"
import * as dialog from "@zag-js/dialog"
import * as popover from "@zag-js/popover"
import * as radio from "@zag-js/radio-group"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import * as toggle from "@zag-js/switch"
import { useId } from "react"
import "../../popover/popover.css"
import "../dialog.css"

function Checkbox({ label, testId }: { label: string; testId: string }) {
  const service = useMachine(checkbox.machine, { id: useId() })
  const api = checkbox.connect(service, normalizeProps)
  return (
    <label className="fv-item" data-testid={testId} {...api.getRootProps()}>
      <span className="fv-box" {...api.getControlProps()}>
        <span {...api.getIndicatorProps()}>✓</span>
      </span>
      <span {...api.getLabelProps()}>{label}</span>
      <input {...api.getHiddenInputProps()} />
    </label>
  )
}

function Switch({ label, testId }: { label: string; testId: string }) {
  const service = useMachine(toggle.machine, { id: useId() })
  const api = toggle.connect(service, normalizeProps)
  return (
    <label className="fv-item" data-testid={testId} {...api.getRootProps()}>
      <span className="fv-track" {...api.getControlProps()}>
        <span className="fv-thumb" {...api.getThumbProps()} />
      </span>
      <span {...api.getLabelProps()}>{label}</span>
      <input {...api.getHiddenInputProps()} role="switch" />
    </label>
  )
}

function Radios() {
  const service = useMachine(radio.machine, { id: useId(), name: "fv-radio" })
  const api = radio.connect(service, normalizeProps)
  return (
    <div className="fv-group" {...api.getRootProps()}>
      <span className="fv-group-label" {...api.getLabelProps()}>
        Radio
      </span>
      {["one", "two"].map((value) => (
        <label key={value} className="fv-item" data-testid={`dlg-radio-${value}`} {...api.getItemProps({ value })}>
          <span className="fv-dot" {...api.getItemControlProps({ value })} />
          <span {...api.getItemTextProps({ value })}>{value}</span>
          <input {...api.getItemHiddenInputProps({ value })} />
        </label>
      ))}
    </div>
  )
}

export default function CheckboxFocusVisible() {
  const dialogService = useMachine(dialog.machine, { id: useId() })
  const modal = dialog.connect(dialogService, normalizeProps)
  // modal: the popover traps focus as the dialog does
  const popoverService = useMachine(popover.machine, { id: useId(), modal: true })
  const pop = popover.connect(popoverService, normalizeProps)

  return (
    <div className="dialog-story fv">
      <p className="fv-try">
        Try: click the checkboxes, switches and radios inside the dialog and the popover: no crimson outline. Reach them
        with Tab: the outline shows.
      </p>
      <h2 className="dialog-heading">focus-visible inside focus traps</h2>
      <fieldset className="fv-set">
        <legend>Control — no focus trap</legend>
        <Checkbox label="First" testId="out-a" />
        <Checkbox label="Second" testId="out-b" />
      </fieldset>
      <div className="layers-actions">
        <button type="button" {...modal.getTriggerProps()}>
          Open dialog
        </button>
        <button type="button" className="popover-trigger" data-testid="popover-trigger" {...pop.getTriggerProps()}>
          Open popover
        </button>
      </div>
      {modal.open && (
        <Portal>
          <div {...modal.getBackdropProps()} />
          <div {...modal.getPositionerProps()}>
            <div {...modal.getContentProps()}>
              <h2 {...modal.getTitleProps()}>Focus trap: dialog</h2>
              <p {...modal.getDescriptionProps()}>Clicks paint no outline here; Tab does.</p>
              <div className="fv fv-controls">
                <Checkbox label="Dialog checkbox A" testId="dlg-cb-a" />
                <Checkbox label="Dialog checkbox B" testId="dlg-cb-b" />
                <Switch label="Switch A" testId="dlg-sw-a" />
                <Switch label="Switch B" testId="dlg-sw-b" />
                <Radios />
              </div>
              <div className="dialog-actions">
                <button type="button" {...modal.getCloseTriggerProps()}>
                  Close
                </button>
              </div>
            </div>
          </div>
        </Portal>
      )}
      <Portal>
        <div {...pop.getPositionerProps()}>
          {pop.open && (
            <div className="popover-content fv" {...pop.getContentProps()}>
              <div className="popover-title" {...pop.getTitleProps()}>
                Focus trap: popover
              </div>
              <div className="fv-controls">
                <Checkbox label="Popover checkbox A" testId="pop-cb-a" />
                <Checkbox label="Popover checkbox B" testId="pop-cb-b" />
              </div>
            </div>
          )}
        </div>
      </Portal>
    </div>
  )
}
