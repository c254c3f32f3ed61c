import * as drawer from "@zag-js/drawer"
import * as presence from "@zag-js/presence"
import { normalizeProps } from "@zag-js/react"
import { X } from "lucide-react"
import { drawerItems } from "../../data/drawer"
import { DemoMain } from "../../workbench/DemoMain"
import { DemoPortal } from "../../workbench/DemoPortal"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { drawerControls, SNAP_POINT_CHOICES } from "./controls"
import "./drawer.css"

export default function DrawerPage() {
  const controls = useControls(drawerControls)
  const { snapPoints, ...options } = controls.values
  const service = useDemoMachine(
    drawer.machine,
    { ...options, snapPoints: SNAP_POINT_CHOICES[snapPoints]?.slice() },
    { label: "Drawer" },
  )
  const api = drawer.connect(service, normalizeProps)
  // zag's drawer leaves its closing state on the content's "exitcomplete", which the presence machine
  // sends once the exit animation has ended
  const contentPresence = useDemoMachine(presence.machine, { present: api.open }, { label: "Presence" })
  const { present, setNode } = presence.connect(contentPresence, normalizeProps)

  return (
    <>
      <DemoMain className="drawer">
        <button className="drawer-trigger" {...api.getTriggerProps()}>
          Open drawer
        </button>
        {present && (
          <DemoPortal target="body">
            {api.modal && <div {...api.getBackdropProps()} />}
            <div {...api.getPositionerProps()}>
              <div {...api.getContentProps()} hidden={!present} ref={setNode}>
                <div {...api.getGrabberProps()}>
                  <div {...api.getGrabberIndicatorProps()} />
                </div>
                <h2 {...api.getTitleProps()}>Drawer</h2>
                <p {...api.getDescriptionProps()}>Drag the handle down to close, or to another snap point.</p>
                <ul className="drawer-list" tabIndex={0} aria-label="Items">
                  {drawerItems.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                <button className="drawer-close" {...api.getCloseTriggerProps()}>
                  <X aria-hidden size={14} /> Close
                </button>
              </div>
            </div>
          </DemoPortal>
        )}
      </DemoMain>
      <Toolbar controls={controls}>
        <StateVisualizer
          service={service}
          label="Drawer"
          context={["snapPoint", "dragOffset", "resolvedActiveSnapPoint", "contentSize", "viewportSize"]}
          props={["modal", "closeOnEscape", "closeOnInteractOutside", "snapPoints", "swipeDirection"]}
        />
        <StateVisualizer
          service={contentPresence}
          label="Presence"
          context={["initial", "unmountAnimationName"]}
          props={["present"]}
        />
      </Toolbar>
    </>
  )
}
