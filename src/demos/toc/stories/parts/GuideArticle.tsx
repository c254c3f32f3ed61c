import type { Ref } from "react"
import { guide } from "../guide"

/** The guide, in its own scroll box: a region the keyboard reaches and scrolls. */
export function GuideArticle({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className="toc-article" role="region" aria-label="Guide" tabIndex={0}>
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
  )
}
