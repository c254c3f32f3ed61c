import { defineCode } from "../../workbench/code/snippet"
import type { toggleControls } from "./controls"

export default defineCode<typeof toggleControls>({
  name: "Toggle",
  // the toggle machine takes no id, so its options are declared apart from the usual `useMachine` call
  machines: [{ module: "toggle", declare: (options) => `const props: toggle.Props = ${options}` }],
  setup: `
  const service = useMachine(toggle.machine, props)
  const api = toggle.connect(service, normalizeProps)`,
  jsx: `
<>
  <button {...api.getRootProps()} aria-label="Bold">
    <span {...api.getIndicatorProps()}>B</span>
  </button>
  <output>Pressed: {api.pressed ? "yes" : "no"}</output>
</>`,
})
