import type { MachineSchema } from "@zag-js/core"
import type { ReactNode } from "react"
import type { ControlSchema } from "./controls/schema"
import type { Controls } from "./controls/useControls"
import { DemoMain } from "./DemoMain"
import { Toolbar } from "./Toolbar"
import { StateVisualizer, type StateVisualizerProps } from "./visualizer/StateVisualizer"

type DemoPageProps<T extends MachineSchema, S extends ControlSchema> = StateVisualizerProps<T> & {
  className?: string
  controls: Controls<S>
  /** Start on the Visualizer tab instead of Controls. */
  viz?: boolean
  children: ReactNode
}

/**
 * The usual demo page: the widget in `<main>`, then the toolbar with its controls and one machine's
 * visualizer. Pages that watch several machines compose DemoMain, Toolbar and StateVisualizer themselves.
 */
export function DemoPage<T extends MachineSchema, S extends ControlSchema>(props: DemoPageProps<T, S>) {
  const { className, controls, viz, children, ...visualizer } = props
  return (
    <>
      <DemoMain className={className}>{children}</DemoMain>
      <Toolbar controls={controls} viz={viz}>
        <StateVisualizer {...visualizer} />
      </Toolbar>
    </>
  )
}
