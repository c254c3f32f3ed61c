import * as hoverCard from "@zag-js/hover-card"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { AtSign } from "lucide-react"
import { useId, useState } from "react"
import { DemoMain } from "../../workbench/DemoMain"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { hoverCardControls } from "./controls"
import "./hover-card.css"

const PROFILE_URL = "https://twitter.com/zag_js"

export default function HoverCardPage() {
  const controls = useControls(hoverCardControls)
  const [layer, setLayer] = useState<HTMLElement | null>(null)
  const service = useMachine(hoverCard.machine, { id: useId(), ...controls.values })
  const api = hoverCard.connect(service, normalizeProps)

  return (
    <>
      <DemoMain className="hover-card">
        <div className="hover-card-row">
          <a href={PROFILE_URL} target="_blank" rel="noreferrer" {...api.getTriggerProps()}>
            Twitter
          </a>
          {api.open && layer && (
            <Portal container={{ current: layer }}>
              <div {...api.getPositionerProps()}>
                <div className="hover-card-content" {...api.getContentProps()}>
                  <div {...api.getArrowProps()}>
                    <div {...api.getArrowTipProps()} />
                  </div>
                  <div className="hover-card-header">
                    <span className="hover-card-avatar" aria-hidden>
                      <AtSign size={20} />
                    </span>
                    <span className="hover-card-title">Twitter Preview</span>
                  </div>
                  <p className="hover-card-text">News and releases of zag.js, posted as @zag_js.</p>
                  <a href={PROFILE_URL} target="_blank" rel="noreferrer">
                    Twitter
                  </a>
                </div>
              </div>
            </Portal>
          )}
          <div className="hover-card-test-text" data-part="test-text">
            Test text
          </div>
        </div>
        {/* overlays are portalled into this layer so they stay inside the main landmark */}
        <div className="overlay-layer" ref={setLayer} />
      </DemoMain>
      <Toolbar controls={controls}>
        <StateVisualizer
          service={service}
          context={["open", "isPointer", "currentPlacement"]}
          props={["openDelay", "closeDelay"]}
        />
      </Toolbar>
    </>
  )
}
