import { Children, isValidElement, type ReactNode } from "react"
import type { MachineRecorder } from "./recorder"

export type InspectedMachine = { recorder: MachineRecorder; label: string }

// recorder.ts's RECORDER, by its global name: importing the value would pull recorder.ts into this lazy chunk's graph
const RECORDER = Symbol.for("zag-gallery.recorder")

/**
 * The machines a toolbar's visualizers show, found in its children (a visualizer is any element with a
 * `service` prop), in order and labelled as their visualizer is: the page wires nothing else.
 */
export function inspectedMachines(children: ReactNode): InspectedMachine[] {
  const found: InspectedMachine[] = []
  const visit = (node: ReactNode) =>
    Children.forEach(node, (child) => {
      if (!isValidElement<{ service?: unknown; label?: string; children?: ReactNode }>(child)) return
      const recorder = (child.props.service as { [RECORDER]?: MachineRecorder } | undefined)?.[RECORDER]
      if (recorder) found.push({ recorder, label: child.props.label ?? "Machine" })
      else visit(child.props.children)
    })
  visit(children)
  return found
}

/** Same machines under the same labels: the panel need not follow the page's every render. */
export function sameMachines(a: InspectedMachine[], b: InspectedMachine[]) {
  return a.length === b.length && a.every((m, i) => m.recorder === b[i].recorder && m.label === b[i].label)
}
