import { VisualizerShown } from "../visualizer/StateVisualizer"
import type { ToolbarTab } from "./tab"

export const visualizerTab: ToolbarTab = {
  key: "visualizer",
  keepMounted: true,
  focusablePanel: true,
  Panel: ({ visualizers, open }) => <VisualizerShown.Provider value={open}>{visualizers}</VisualizerShown.Provider>,
}
