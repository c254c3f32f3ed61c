import * as popover from "@zag-js/popover"
import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { ChevronRight, X } from "lucide-react"
import { type ReactNode } from "react"
import { DemoPage } from "../../workbench/DemoPage"
import { DemoPortal } from "../../workbench/DemoPortal"
import { useControls } from "../../workbench/controls/useControls"
import { popoverControls } from "./controls"
import "./popover.css"

function MaybePortal({ portalled, children }: { portalled: boolean; children: ReactNode }) {
  return portalled ? <DemoPortal target="body">{children}</DemoPortal> : children
}

export default function PopoverPage() {
  const controls = useControls(popoverControls)
  const { closeOnEsc, ...options } = controls.values
  const service = useDemoMachine(popover.machine, { ...options, closeOnEscape: closeOnEsc })
  const api = popover.connect(service, normalizeProps)

  return (
    <DemoPage
      className="popover"
      controls={controls}
      service={service}
      context={["currentPlacement", "renderedElements"]}
      props={["modal", "portalled", "autoFocus", "closeOnEscape", "closeOnInteractOutside"]}
    >
      <div className="popover-root" data-part="root">
        <button type="button" data-testid="button-before">
          Button :before
        </button>
        <button className="popover-trigger" data-testid="popover-trigger" {...api.getTriggerProps()}>
          Click me
          <span {...api.getIndicatorProps()}>
            <ChevronRight aria-hidden size={16} />
            <span className="visually-hidden">&gt;</span>
          </span>
        </button>
        <div className="popover-anchor" {...api.getAnchorProps()}>
          anchor
        </div>
        <MaybePortal portalled={api.portalled}>
          <div {...api.getPositionerProps()}>
            <div className="popover-content" data-testid="popover-content" {...api.getContentProps()}>
              <div {...api.getArrowProps()}>
                <div {...api.getArrowTipProps()} />
              </div>
              <div className="popover-title" data-testid="popover-title" {...api.getTitleProps()}>
                Popover Title
              </div>
              <div className="popover-body" data-part="body" data-testid="popover-body">
                <a>Non-focusable Link</a>
                <a href="#" data-testid="focusable-link" onClick={(event) => event.preventDefault()}>
                  Focusable Link
                </a>
                <input data-testid="input" placeholder="input" aria-label="Popover input" />
                <button className="popover-close" data-testid="popover-close-button" {...api.getCloseTriggerProps()}>
                  <X aria-hidden size={16} />
                  <span className="visually-hidden">X</span>
                </button>
              </div>
            </div>
          </div>
        </MaybePortal>
        <span data-testid="plain-text">I am just text</span>
        <button type="button" data-testid="button-after">
          Button :after
        </button>
      </div>
    </DemoPage>
  )
}
