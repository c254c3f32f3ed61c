import { type ReactNode, useContext, useState } from "react"
import { useMarkHydrated } from "./hydration"
import { DemoInfoContext } from "./demoInfo"
import { OverlayLayerContext } from "./DemoPortal"
import { STAGE_ID } from "./panel/parts"
import { SplitPart } from "./panel/SplitPart"
import SettingsBar from "./viewSettings/SettingsBar"
import { useViewSettings } from "./viewSettings/useViewSettings"

type DemoMainProps = { className?: string; children: ReactNode }

/**
 * The workbench's stage: the demo's `<main>`, headed by the demo's label, with a layer at its end for the
 * demo's popups, after the bar of global view settings; `dir` and `width` apply to the whole demo area.
 */
export function DemoMain({ className, children }: DemoMainProps) {
  const demo = useContext(DemoInfoContext)
  const [layer, setLayer] = useState<HTMLElement | null>(null)
  const { dir, width } = useViewSettings()
  useMarkHydrated()
  return (
    <SplitPart part="stage" id={STAGE_ID} className="workbench-stage">
      <SettingsBar />
      <main className={className} dir={dir} data-width={width}>
        <h1 className="demo-title">{demo?.label}</h1>
        {demo?.stories}
        {/* demos use h3 inside widgets (as upstream does); this keeps the heading outline unbroken */}
        <h2 className="visually-hidden">Live demo</h2>
        <OverlayLayerContext.Provider value={layer}>{children}</OverlayLayerContext.Provider>
        {/* popups are portalled into this layer so they stay inside the main landmark */}
        <div className="overlay-layer" ref={setLayer} />
      </main>
    </SplitPart>
  )
}
