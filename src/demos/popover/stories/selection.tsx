import * as popover from "@zag-js/popover"
import { normalizeProps, useMachine } from "@zag-js/react"
import { type KeyboardEvent, useEffect, useEffectEvent, useId, useRef, useState } from "react"
import "../popover.css"

/** Shift+Arrow in the focused passage selects its text (a person without a mouse has no caret there). */
function extendSelectionByKey(event: KeyboardEvent<HTMLElement>) {
  const direction = event.key === "ArrowRight" ? "right" : event.key === "ArrowLeft" ? "left" : null
  const selection = document.getSelection()
  if (!event.shiftKey || direction === null || selection === null) return
  event.preventDefault()
  const passage = event.currentTarget
  if (selection.rangeCount === 0 || !passage.contains(selection.anchorNode)) selection.collapse(passage, 0)
  selection.modify("extend", direction, event.ctrlKey || event.altKey ? "word" : "character")
}

export default function SelectionPopover() {
  const passageRef = useRef<HTMLParagraphElement>(null)
  // the selected range is the popover's anchor: zag measures it whenever it places the content
  const rangeRef = useRef<Range | null>(null)
  const [selectedText, setSelectedText] = useState("")
  const [lastAction, setLastAction] = useState("none")
  const service = useMachine(popover.machine, {
    id: useId(),
    autoFocus: false,
    // beside the passage, not portalled: Tab goes from the passage to the actions
    portalled: false,
    finalFocusEl: () => passageRef.current,
    positioning: {
      placement: "top",
      getAnchorElement: () => {
        const range = rangeRef.current
        if (range === null) return null
        return {
          contextElement: passageRef.current ?? undefined,
          getBoundingClientRect: () => range.getBoundingClientRect(),
        }
      },
    },
  })
  const api = popover.connect(service, normalizeProps)

  const onSelectionChange = useEffectEvent(() => {
    const selection = document.getSelection()
    const range = selection && !selection.isCollapsed && selection.rangeCount > 0 ? selection.getRangeAt(0) : null
    const passage = passageRef.current
    if (range === null || passage === null || !passage.contains(range.commonAncestorContainer)) {
      rangeRef.current = null
      if (api.open) api.setOpen(false)
      return
    }
    rangeRef.current = range
    setSelectedText(range.toString())
    // it follows the selection as it grows or shrinks
    if (api.open) api.reposition()
    else api.setOpen(true)
  })

  useEffect(() => {
    const listener = () => onSelectionChange()
    document.addEventListener("selectionchange", listener)
    return () => document.removeEventListener("selectionchange", listener)
  }, [])

  // an action ends the selection, which closes the popover
  const act = (action: string | null) => {
    if (action !== null) setLastAction(`${action} “${selectedText}”`)
    document.getSelection()?.removeAllRanges()
  }

  return (
    <div className="popover popover-selection">
      <p className="popover-try">
        Try: select a few words below with the mouse, or focus the paragraph and press Shift+Arrow (with Ctrl or Alt for
        whole words).
      </p>
      <p
        ref={passageRef}
        className="popover-passage"
        data-testid="passage"
        tabIndex={0}
        onKeyDown={extendSelectionByKey}
      >
        A popover does not need a button to hang from. Give it the box of whatever you point at, here the words you
        select, and it sits above them, moves as the selection grows or shrinks, and goes away as soon as nothing is
        selected. Nothing takes the focus from the text while you choose.
      </p>
      <div {...api.getPositionerProps()}>
        <div
          className="popover-content popover-toolbar"
          data-testid="popover-content"
          {...api.getContentProps()}
          // a press on an action keeps the selection it acts on
          onMouseDown={(event) => event.preventDefault()}
        >
          <div {...api.getArrowProps()}>
            <div {...api.getArrowTipProps()} />
          </div>
          <span className="visually-hidden" {...api.getTitleProps()}>
            Selection actions
          </span>
          <button type="button" onClick={() => act("Saved")}>
            Save
          </button>
          <button type="button" onClick={() => act(null)}>
            Cancel
          </button>
          <button type="button" onClick={() => act("Shared")}>
            Share
          </button>
        </div>
      </div>
      <p className="popover-status" data-testid="last-action">
        Last action: {lastAction}
      </p>
    </div>
  )
}
