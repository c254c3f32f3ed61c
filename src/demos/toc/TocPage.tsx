import { normalizeProps } from "@zag-js/react"
import * as toc from "@zag-js/toc"
import { useId, useLayoutEffect } from "react"
import { DemoPage } from "../../workbench/DemoPage"
import { type Controls, useControls } from "../../workbench/controls/useControls"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { tocControls } from "./controls"
import { guide, guideItems, titleOf } from "./stories/guide"
import "./toc.css"

type TocControls = Controls<(typeof tocControls)["fields"]>

export default function TocPage() {
  const controls = useControls(tocControls)
  // zag creates its IntersectionObserver once, with the root margin of that moment: a new margin needs
  // a new machine
  return <TocDemo key={controls.values.rootMargin} controls={controls} />
}

function TocDemo({ controls }: { controls: TocControls }) {
  const articleId = useId()
  const service = useDemoMachine(toc.machine, {
    ...controls.values,
    items: guideItems,
    scrollEl: () => document.getElementById(articleId),
  })
  const api = toc.connect(service, normalizeProps)
  useKeepControlFocus("rootMargin")

  return (
    <DemoPage
      className="toc"
      controls={controls}
      service={service}
      context={["activeIds"]}
      props={["scrollBehavior", "rootMargin", "multiple"]}
    >
      <div className="toc-frame">
        <div className="toc-layout">
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
                {/* measured against the list, which starts where this track does */}
                <div {...api.getIndicatorProps()} />
              </div>
            </nav>
          </div>
          <div id={articleId} className="toc-article" role="region" aria-label="Guide" tabIndex={0}>
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
        </div>
      </div>
    </DemoPage>
  )
}

// the control whose change is remounting the demo, while it does
let refocusing: string | null = null

/** The keyed remount replaces the Controls panel too: give focus back to the control that caused it. */
function useKeepControlFocus(testId: string) {
  useLayoutEffect(() => {
    if (refocusing === testId) document.querySelector<HTMLElement>(`[data-testid="${testId}"]`)?.focus()
    refocusing = null
    // runs before the old panel leaves the DOM, while its control still has focus
    return () => {
      if (document.activeElement?.getAttribute("data-testid") === testId) refocusing = testId
    }
  }, [testId])
}
