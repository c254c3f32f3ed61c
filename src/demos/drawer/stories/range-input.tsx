import * as drawer from "@zag-js/drawer"
import * as presence from "@zag-js/presence"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import "../drawer.css"
import "./drawer-stories.css"

const items = Array.from({ length: 40 }, (_, index) => `Item ${index + 1}`)

export default function RangeInput() {
  const [volume, setVolume] = useState(50)
  const service = useMachine(drawer.machine, { id: useId() })
  const api = drawer.connect(service, normalizeProps)
  // zag leaves its closing state once the content's exit animation has ended ("exitcomplete")
  const fade = useMachine(presence.machine, { present: api.open })
  const { present, setNode } = presence.connect(fade, normalizeProps)
  const volumeId = useId()

  return (
    <div className="drawer-story">
      <button {...api.getTriggerProps()}>Open</button>
      <p className="drawer-status" data-testid="volume">
        Volume: {volume}
      </p>
      {present && (
        <Portal>
          {api.modal && <div {...api.getBackdropProps()} />}
          <div {...api.getPositionerProps()}>
            <div {...api.getContentProps()} ref={setNode} hidden={!present}>
              <div {...api.getGrabberProps()}>
                <div {...api.getGrabberIndicatorProps()} />
              </div>
              <h2 {...api.getTitleProps()}>Drawer + native range</h2>
              <p {...api.getDescriptionProps()}>
                Drag the slider any way you like: the sheet stays put. Drag anywhere else to move the sheet.
              </p>
              {/* zag starts no drag from a range input: its thumb takes the pointer */}
              <div className="drawer-range">
                <label htmlFor={volumeId}>Volume</label>
                <input
                  id={volumeId}
                  type="range"
                  min={0}
                  max={100}
                  value={volume}
                  onChange={(event) => setVolume(event.currentTarget.valueAsNumber)}
                  data-testid="drawer-native-range"
                />
                <output htmlFor={volumeId}>{volume}</output>
              </div>
              <ul className="drawer-list" data-testid="scrollable" tabIndex={0} aria-label="Items">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <button className="drawer-close" {...api.getCloseTriggerProps()}>
                Close
              </button>
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}
