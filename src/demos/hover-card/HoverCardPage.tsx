import * as hoverCard from "@zag-js/hover-card"
import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { AtSign } from "lucide-react"
import { DemoPage } from "../../workbench/DemoPage"
import { DemoPortal } from "../../workbench/DemoPortal"
import { useControls } from "../../workbench/controls/useControls"
import { hoverCardControls } from "./controls"
import "./hover-card.css"

const PROFILE_URL = "https://twitter.com/zag_js"

export default function HoverCardPage() {
  const controls = useControls(hoverCardControls)
  const service = useDemoMachine(hoverCard.machine, controls.values)
  const api = hoverCard.connect(service, normalizeProps)

  return (
    <DemoPage
      className="hover-card"
      controls={controls}
      service={service}
      context={["open", "isPointer", "currentPlacement"]}
      props={["openDelay", "closeDelay"]}
    >
      <div className="hover-card-row">
        <a href={PROFILE_URL} target="_blank" rel="noreferrer" {...api.getTriggerProps()}>
          Twitter
        </a>
        {api.open && (
          <DemoPortal>
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
          </DemoPortal>
        )}
        <div className="hover-card-test-text" data-part="test-text">
          Test text
        </div>
      </div>
    </DemoPage>
  )
}
