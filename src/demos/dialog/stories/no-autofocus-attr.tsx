import * as dialog from "@zag-js/dialog"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId } from "react"
import "../dialog.css"
import { CloseIcon } from "./parts/CloseIcon"

export default function NoAutofocusAttribute() {
  const service = useMachine(dialog.machine, { id: useId() })
  const api = dialog.connect(service, normalizeProps)

  return (
    <div className="dialog-story">
      <button type="button" {...api.getTriggerProps()}>
        Open dialog
      </button>
      {api.open && (
        <Portal>
          <div {...api.getBackdropProps()} />
          <div {...api.getPositionerProps()}>
            <div {...api.getContentProps()}>
              {/* data-no-autofocus: zag skips these when it picks the first tabbable element to focus */}
              <div className="dialog-corner-actions">
                <button type="button" className="dialog-icon-button" aria-label="Help" data-no-autofocus>
                  <svg
                    aria-hidden="true"
                    width="16"
                    height="16"
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <circle cx="12" cy="12" r="10" />
                    <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
                  </svg>
                </button>
                <button
                  className="dialog-icon-button"
                  aria-label="Close"
                  data-no-autofocus
                  {...api.getCloseTriggerProps()}
                >
                  <CloseIcon />
                </button>
              </div>
              <h2 {...api.getTitleProps()}>Delete item?</h2>
              <p {...api.getDescriptionProps()}>This item will be removed for good. This cannot be undone.</p>
              <div className="dialog-actions">
                <button type="button" onClick={() => api.setOpen(false)}>
                  Cancel
                </button>
                <button type="button" className="dialog-danger" onClick={() => api.setOpen(false)}>
                  Delete
                </button>
              </div>
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}
