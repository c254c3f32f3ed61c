import * as dialog from "@zag-js/dialog"
import * as popover from "@zag-js/popover"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { type ReactNode, useId, useState } from "react"
import "../../popover/popover.css"
import "../dialog.css"
import { fixSiblingDismiss } from "../fixes"

/** One layer of a section: a dialog or a popover, what it holds, and how it takes dismissal. */
type Layer = {
  kind: "dialog" | "popover"
  /** Its title, and the end of its trigger's and close button's names ("Open Dialog 2", "Close Dialog 2"). */
  name: string
  /** What it does differently from zag's defaults, in a few words on the layer itself. */
  note?: string
  modal?: boolean
  closeOnInteractOutside?: boolean
  closeOnEscape?: boolean
  /** A button in this layer that closes the layer it was opened from. */
  closesParent?: boolean
  /** The layers it opens (two or more: sibling triggers). */
  next?: Layer[]
}

type Section = { title: string; outcomes: string[]; layer: Layer }

const chain = (...layers: [Layer["kind"], string][]): Layer => {
  const [[kind, name], ...rest] = layers
  return { kind, name, next: rest.length > 0 ? [chain(...rest)] : undefined }
}

const sections: Section[] = [
  {
    title: "Dialog → Popover → Dialog",
    outcomes: [
      "OK: Escape in Dialog 2 closes only Dialog 2",
      "OK: Closing Dialog 2 keeps Popover 1 and Dialog 1 open",
      "OK: A click outside closes only Dialog 2",
    ],
    layer: chain(["dialog", "Dialog 1"], ["popover", "Popover 1"], ["dialog", "Dialog 2"]),
  },
  {
    title: "Dialog → Dialog → Dialog",
    outcomes: [
      "OK: Closing Dialog 2 keeps Dialog 1 open",
      "OK: Escape closes Dialog 3, then Dialog 2, then Dialog 1",
      "OK: A click outside closes only the top dialog",
    ],
    layer: chain(["dialog", "Dialog 1"], ["dialog", "Dialog 2"], ["dialog", "Dialog 3"]),
  },
  {
    title: "Popover → Popover → Popover",
    outcomes: [
      "OK: Escape closes Popover 3 only",
      "OK: A click inside Popover 3 keeps all three open",
      "OK: Outside Button closes all three, and takes the click",
    ],
    layer: chain(["popover", "Popover 1"], ["popover", "Popover 2"], ["popover", "Popover 3"]),
  },
  {
    title: "Alternating: Popover → Dialog → Popover",
    outcomes: [
      "OK: Escape closes Popover 2, then Dialog 1, then Popover 1",
      "OK: Closing Dialog 1 keeps Popover 1 open",
      "OK: A click outside closes Popover 2 and Dialog 1; Popover 1 stays",
    ],
    layer: chain(["popover", "Popover 1"], ["dialog", "Dialog 1"], ["popover", "Popover 2"]),
  },
  {
    title: "Sibling popover triggers in one dialog",
    outcomes: [
      "OK: Opening Popover B closes Popover A; Dialog 1 stays open",
      "OK: Escape closes the open popover, then Dialog 1",
    ],
    layer: {
      kind: "dialog",
      name: "Dialog 1",
      next: [
        { kind: "popover", name: "Popover A" },
        { kind: "popover", name: "Popover B" },
      ],
    },
  },
  {
    title: "A 4-deep chain: Dialog → Popover → Dialog → Popover",
    outcomes: [
      "OK: Escape closes one layer at a time, Popover 2 first, Dialog 1 last",
      "OK: Closing Dialog 2 closes Popover 2 with it; Popover 1 and Dialog 1 stay open",
    ],
    layer: chain(["dialog", "Dialog 1"], ["popover", "Popover 1"], ["dialog", "Dialog 2"], ["popover", "Popover 2"]),
  },
  {
    title: "Edge case: a dialog that ignores outside clicks",
    outcomes: ["OK: A click outside closes Popover 1; Dialog 1 stays open", "OK: Escape still closes Dialog 1"],
    layer: {
      kind: "dialog",
      name: "Dialog 1",
      note: "Outside clicks never close this dialog.",
      closeOnInteractOutside: false,
      next: [{ kind: "popover", name: "Popover 1" }],
    },
  },
  {
    title: "Edge case: a popover that ignores Escape",
    outcomes: ["OK: Escape closes nothing while Popover 1 is on top", "OK: Its Close button closes only Popover 1"],
    layer: {
      kind: "dialog",
      name: "Dialog 1",
      next: [{ kind: "popover", name: "Popover 1", note: "Escape never closes this popover.", closeOnEscape: false }],
    },
  },
  {
    title: "Edge case: closing the parent from a child",
    outcomes: ["OK: “Close Dialog 1” in Popover 1 closes both", "OK: Focus goes back to Open Dialog 1"],
    layer: {
      kind: "dialog",
      name: "Dialog 1",
      next: [{ kind: "popover", name: "Popover 1", closesParent: true }],
    },
  },
  {
    title: "Edge case: a non-modal dialog",
    outcomes: [
      "OK: A click in Outside Input closes Popover 1 and keeps Dialog 1 open",
      "OK: Outside Input then takes the typing",
    ],
    layer: {
      kind: "dialog",
      name: "Dialog 1",
      note: "Non-modal: the page stays usable.",
      modal: false,
      next: [{ kind: "popover", name: "Popover 1" }],
    },
  },
]

/** The layer a button closes from inside one of its children. */
type Parent = { name: string; close: () => void }

/** What a layer holds: its note, the layers it opens, and the button that closes its parent where it has one. */
function Inside({ layer, self, parent }: { layer: Layer; self: Parent; parent?: Parent }): ReactNode {
  return (
    <>
      {layer.note && <p className="layers-note">{layer.note}</p>}
      {(layer.next || layer.closesParent) && (
        <div className="layers-actions">
          {layer.next?.map((next) => (
            <LayerView key={next.name} layer={next} parent={self} />
          ))}
          {layer.closesParent && parent && (
            <button type="button" onClick={parent.close}>
              Close {parent.name}
            </button>
          )}
        </div>
      )}
    </>
  )
}

function LayerView({ layer, parent }: { layer: Layer; parent?: Parent }): ReactNode {
  return layer.kind === "dialog" ? (
    <DialogLayer layer={layer} parent={parent} />
  ) : (
    <PopoverLayer layer={layer} parent={parent} />
  )
}

function DialogLayer({ layer, parent }: { layer: Layer; parent?: Parent }) {
  const service = useMachine(dialog.machine, {
    id: useId(),
    modal: layer.modal,
    closeOnInteractOutside: layer.closeOnInteractOutside,
  })
  const api = dialog.connect(service, normalizeProps)
  const modal = layer.modal !== false

  return (
    <>
      <button type="button" {...api.getTriggerProps()}>
        Open {layer.name}
      </button>
      {api.open && (
        <Portal>
          {modal && <div className="layers-backdrop" {...api.getBackdropProps()} />}
          <div className="layers-positioner" {...api.getPositionerProps()}>
            <div {...api.getContentProps()}>
              <h2 {...api.getTitleProps()}>{layer.name}</h2>
              <p {...api.getDescriptionProps()}>{modal ? "A modal dialog." : "A non-modal dialog."}</p>
              <Inside layer={layer} self={{ name: layer.name, close: () => api.setOpen(false) }} parent={parent} />
              <div className="dialog-actions">
                <button type="button" {...api.getCloseTriggerProps()}>
                  Close {layer.name}
                </button>
              </div>
            </div>
          </div>
        </Portal>
      )}
    </>
  )
}

function PopoverLayer({ layer, parent }: { layer: Layer; parent?: Parent }) {
  const service = useMachine(popover.machine, {
    id: useId(),
    closeOnEscape: layer.closeOnEscape,
    translations: { closeTriggerLabel: `Close ${layer.name}` },
    // a sibling popover opened by the click that closes this one stays open (fixes.ts)
    ...fixSiblingDismiss,
  })
  const api = popover.connect(service, normalizeProps)

  return (
    <>
      <button type="button" className="popover-trigger" {...api.getTriggerProps()}>
        Open {layer.name}
      </button>
      <Portal>
        <div {...api.getPositionerProps()}>
          {api.open && (
            <div className="popover-content layers-popover" {...api.getContentProps()}>
              <div className="popover-title" {...api.getTitleProps()}>
                {layer.name}
              </div>
              <div className="popover-body">
                <Inside layer={layer} self={{ name: layer.name, close: () => api.setOpen(false) }} parent={parent} />
                <button type="button" className="popover-close-text" {...api.getCloseTriggerProps()}>
                  Close {layer.name}
                </button>
              </div>
            </div>
          )}
        </div>
      </Portal>
    </>
  )
}

export default function PopoverNested() {
  const [clicks, setClicks] = useState(0)
  const [typed, setTyped] = useState("")

  return (
    <div className="dialog-story layers">
      <p className="layers-try">
        Try: open a chain, then press Escape or a Close button: only the topmost layer closes. Outside Button and
        Outside Input are outside every layer.
      </p>
      <div className="layers-outside">
        <button type="button" data-testid="outside-button" onClick={() => setClicks((count) => count + 1)}>
          Outside Button
        </button>
        <input
          data-testid="outside-input"
          aria-label="Outside Input"
          placeholder="Outside Input"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <span className="dialog-status" data-testid="outside-clicks" aria-live="polite">
          Outside Button clicks: {clicks}
        </span>
      </div>
      <ol className="layers-sections">
        {sections.map((section, index) => (
          <li key={section.title}>
            <section className="layers-section" aria-labelledby={`layers-section-${index + 1}`}>
              <h2 id={`layers-section-${index + 1}`}>
                {index + 1}. {section.title}
              </h2>
              <ul className="layers-outcomes">
                {section.outcomes.map((outcome) => (
                  <li key={outcome}>{outcome}</li>
                ))}
              </ul>
              <div className="layers-actions">
                <LayerView layer={section.layer} />
              </div>
            </section>
          </li>
        ))}
      </ol>
    </div>
  )
}
