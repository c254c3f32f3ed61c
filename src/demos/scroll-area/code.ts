import { defineCode } from "../../workbench/code/snippet"
import type { scrollAreaControls } from "./controls"

export default defineCode<typeof scrollAreaControls>({
  name: "ScrollArea",
  machines: [{ module: "scroll-area", options: { rows: false, contentWidth: false } }],
  before: `
const rows = Array.from({ length: 100 }, (_, index) => \`Row \${index + 1}\`)`,
  jsx: `
<>
  <button onClick={() => api.scrollToEdge({ edge: "top" })}>Scroll to top</button>
  <button onClick={() => api.scrollToEdge({ edge: "bottom" })}>Scroll to bottom</button>
  <p role="status">{api.isAtTop ? "At top" : api.isAtBottom ? "At bottom" : "Scrolling"}</p>
  <div {...api.getRootProps()} style={{ height: 320 }}>
    <div
      {...api.getViewportProps()}
      tabIndex={api.hasOverflowX || api.hasOverflowY ? 0 : undefined}
      role="region"
      aria-label="Numbered rows"
    >
      <div {...api.getContentProps()}>
        {rows.map((row) => (
          <div key={row}>{row}</div>
        ))}
      </div>
    </div>
    <div {...api.getScrollbarProps({ orientation: "vertical" })}>
      <div {...api.getThumbProps({ orientation: "vertical" })} />
    </div>
    <div {...api.getScrollbarProps({ orientation: "horizontal" })}>
      <div {...api.getThumbProps({ orientation: "horizontal" })} />
    </div>
    <div {...api.getCornerProps()} />
  </div>
</>`,
})
