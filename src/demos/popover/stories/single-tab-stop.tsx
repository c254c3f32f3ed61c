import * as popover from "@zag-js/popover"
import * as presence from "@zag-js/presence"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import "../popover.css"

const sortOptions = [
  { value: "name-asc", label: "Name" },
  { value: "name-desc", label: "Name (Z to A)" },
  { value: "hours", label: "Hours" },
] as const

export default function SingleTabStop() {
  const [sort, setSort] = useState<string>("name-asc")
  const groupName = useId()
  // a modal popover: its focus trap must treat the three radios as the one tab stop the browser makes them
  const service = useMachine(popover.machine, {
    id: useId(),
    modal: true,
  })
  const api = popover.connect(service, normalizeProps)
  // the content stays mounted while it fades out
  const fade = useMachine(presence.machine, { present: api.open })
  const { present, setNode } = presence.connect(fade, normalizeProps)
  const current = sortOptions.find((option) => option.value === sort)

  return (
    <div className="popover">
      <p className="popover-try">
        Try: open “Sort by”, then press Tab and Shift+Tab. Focus stays inside the popover, on its one radio stop.
      </p>
      <div className="popover-root">
        <button type="button" data-testid="button-before">
          Button :before
        </button>
        <button className="popover-trigger" data-testid="popover-trigger" {...api.getTriggerProps()}>
          Sort by
        </button>
        <span className="popover-status" data-testid="sort-value">
          Sorted by: {current?.label}
        </span>
        <button type="button" data-testid="button-after">
          Button :after
        </button>
      </div>
      <Portal>
        <div {...api.getPositionerProps()}>
          {present && (
            <div
              ref={setNode}
              className="popover-content popover-fade"
              data-testid="popover-content"
              {...api.getContentProps()}
              hidden={!present}
            >
              <fieldset className="popover-radios">
                <legend className="popover-title" {...api.getTitleProps()}>
                  Sort by
                </legend>
                {sortOptions.map((option) => (
                  <label key={option.value}>
                    <input
                      type="radio"
                      name={groupName}
                      value={option.value}
                      data-testid={`radio-${option.value}`}
                      checked={sort === option.value}
                      onChange={() => setSort(option.value)}
                    />
                    {option.label}
                  </label>
                ))}
              </fieldset>
            </div>
          )}
        </div>
      </Portal>
    </div>
  )
}
