import * as collapsible from "@zag-js/collapsible"
import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { ChevronDown } from "lucide-react"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { collapsibleControls } from "./controls"
import "./collapsible.css"

export default function CollapsiblePage() {
  const controls = useControls(collapsibleControls)
  const service = useDemoMachine(collapsible.machine, controls.values)
  const api = collapsible.connect(service, normalizeProps)

  return (
    <DemoPage
      className="collapsible"
      controls={controls}
      viz
      service={service}
      context={["size", "initial"]}
      props={["disabled", "dir"]}
    >
      <div {...api.getRootProps()}>
        <button {...api.getTriggerProps()} aria-disabled={api.disabled || undefined}>
          Collapsible Trigger
          <span {...api.getIndicatorProps()}>
            <ChevronDown aria-hidden size={16} />
          </span>
        </button>
        <div {...api.getContentProps()}>
          <p>
            Lorem dfd dolor sit amet, consectetur adipiscing elit. Nulla facilisi. Sed ut perspiciatis unde omnis iste
            natus error sit voluptatem accusantium doloremque laudantium, totam rem aperiam, eaque ipsa quae ab illo
            inventore veritatis et quasi architecto beatae vitae dicta sunt explicabo. Nemo enim ipsam voluptatem quia
            voluptas sit aspernatur aut odit aut fugit. <a href="#">Some Link</a>
          </p>
        </div>
      </div>
      <div className="collapsible-actions">
        <div>Toggle from outside</div>
        <button type="button" onClick={() => api.setOpen(true)}>
          Open
        </button>
        <button type="button" onClick={() => api.setOpen(false)}>
          Close
        </button>
      </div>
    </DemoPage>
  )
}
