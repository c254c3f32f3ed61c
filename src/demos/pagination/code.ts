import { defineCode } from "../../workbench/code/snippet"
import type { paginationControls } from "./controls"

export default defineCode<typeof paginationControls>({
  name: "Pagination",
  machines: [{ module: "pagination", fixed: { count: "1000" }, options: { page: { as: "defaultPage" } } }],
  jsx: `
<nav {...api.getRootProps()}>
  <ul>
    <li>
      <button {...api.getPrevTriggerProps()}>Previous</button>
    </li>
    {api.pages.map((page, index) =>
      page.type === "page" ? (
        <li key={page.value}>
          <button {...api.getItemProps(page)}>{page.value}</button>
        </li>
      ) : (
        <li key={\`ellipsis-\${index}\`}>
          <span {...api.getEllipsisProps({ index })}>&#8230;</span>
        </li>
      ),
    )}
    <li>
      <button {...api.getNextTriggerProps()}>Next</button>
    </li>
  </ul>
</nav>`,
})
