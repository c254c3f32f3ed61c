import type * as toc from "@zag-js/toc"
import { titleOf } from "../guide"

/** The table of contents of the guide: a link per heading, and the bar beside the active ones. */
export function GuideNav({ api }: { api: toc.Api }) {
  return (
    <div {...api.getRootProps()}>
      <nav {...api.getNavProps()}>
        <h3 {...api.getTitleProps()}>On this page</h3>
        <div className="toc-track">
          <ul {...api.getListProps()}>
            {api.items.map((item) => (
              <li key={item.value} {...api.getItemProps({ item })}>
                <a href={`#${item.value}`} {...api.getLinkProps({ item })}>
                  {titleOf(item.value)}
                </a>
              </li>
            ))}
          </ul>
          <div {...api.getIndicatorProps()} />
        </div>
      </nav>
    </div>
  )
}
