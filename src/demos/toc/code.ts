import { declareConst } from "../../workbench/code/literal"
import { pageData } from "../../workbench/code/pageData"
import { defineCode } from "../../workbench/code/snippet"
import type { tocControls } from "./controls"

const { guide } = pageData<typeof import("./stories/guide")>(
  import.meta.glob("./stories/guide.ts", { eager: true, query: "?snippet" }),
)

export default defineCode<typeof tocControls>({
  name: "TableOfContents",
  machines: [
    {
      module: "toc",
      fixed: { items: "items", scrollEl: `() => document.getElementById(articleId)` },
      options: { multiple: { default: true } },
    },
  ],
  before: `${declareConst("guide", guide)}

const items: toc.TocItem[] = guide.map((section) => ({ value: section.id, depth: section.level }))`,
  setup: `
  const articleId = useId()`,
  jsx: `
<div>
  <div {...api.getRootProps()}>
    <nav {...api.getNavProps()}>
      <h3 {...api.getTitleProps()}>On this page</h3>
      <div style={{ position: "relative" }}>
        <ul {...api.getListProps()}>
          {api.items.map((item) => (
            <li key={item.value} {...api.getItemProps({ item })}>
              <a href={\`#\${item.value}\`} {...api.getLinkProps({ item })}>
                {guide.find((section) => section.id === item.value)?.title}
              </a>
            </li>
          ))}
        </ul>
        <div {...api.getIndicatorProps()} />
      </div>
    </nav>
  </div>
  <div
    id={articleId}
    role="region"
    aria-label="Guide"
    tabIndex={0}
    style={{ height: 420, overflow: "auto" }}
  >
    {guide.map((section) => {
      const Heading = section.level === 3 ? "h3" : "h4"
      return (
        <section key={section.id}>
          <Heading id={section.id}>{section.title}</Heading>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      )
    })}
  </div>
</div>`,
})
