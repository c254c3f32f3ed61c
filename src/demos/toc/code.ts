import { defineCode } from "../../workbench/code/snippet"
import type { tocControls } from "./controls"

export default defineCode<typeof tocControls>({
  name: "TableOfContents",
  machines: [
    {
      module: "toc",
      fixed: { items: "items", scrollEl: `() => document.getElementById("article")` },
      options: { multiple: { default: true } },
    },
  ],
  before: `
const items = [
  { value: "introduction", depth: 3, title: "Introduction" },
  { value: "ingredients", depth: 3, title: "Ingredients" },
  { value: "flour", depth: 4, title: "Flour" },
  { value: "feeding", depth: 3, title: "Feeding" },
]`,
  jsx: `
<div>
  <div {...api.getRootProps()}>
    <nav {...api.getNavProps()}>
      <h3 {...api.getTitleProps()}>On this page</h3>
      <div style={{ position: "relative" }}>
        <ul {...api.getListProps()}>
          {items.map((item) => (
            <li key={item.value} {...api.getItemProps({ item })}>
              <a href={\`#\${item.value}\`} {...api.getLinkProps({ item })}>
                {item.title}
              </a>
            </li>
          ))}
        </ul>
        <div {...api.getIndicatorProps()} />
      </div>
    </nav>
  </div>
  <div id="article" style={{ height: 420, overflow: "auto" }}>
    {items.map((item) => {
      const Heading = item.depth === 3 ? "h3" : "h4"
      return (
        <section key={item.value}>
          <Heading id={item.value}>{item.title}</Heading>
          <p>…</p>
        </section>
      )
    })}
  </div>
</div>`,
})
