import { useId } from "react"
import type { ControlSchema } from "../controls/schema"
import type { MachineRecorder } from "../inspector/recorder"
import { AnatomySection } from "./AnatomySection"
import { ApiSection } from "./ApiSection"
import { CallbacksSection } from "./CallbacksSection"
import { MachineSection } from "./MachineSection"
import { PropsSection } from "./PropsSection"
import { anchorOf, SECTION_TITLES, SECTIONS } from "./sections"
import { SectionNav } from "./SectionNav"
import { useReference } from "./useReference"

type MachineDocsProps = {
  recorder: MachineRecorder
  label: string
  pkg: string | undefined
  /** The machine's part of its sections' anchors (./sections.ts). */
  anchor: string
  /** The page's first machine: `docs=<section>` in the URL scrolls to its section. */
  first: boolean
  /** The page runs other machines of this package (they share its anatomy's data-scope). */
  samePackage: boolean
  schema: ControlSchema
}

/** One machine's reference: its sections, each under a heading with a stable anchor. */
export function MachineDocs({ recorder, label, pkg, anchor, first, samePackage, schema }: MachineDocsProps) {
  const reference = useReference(pkg)
  const id = useId()
  return (
    <section className="docs-machine" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {/* a group machine is its package's too: "@zag-js/toast · group" */}
        {label} {pkg && <span className="docs-package">{pkg.replace(/^(@zag-js\/[^/]+)\/(.+)$/, "$1 · $2")}</span>}
      </h2>
      {reference ? (
        <>
          <SectionNav anchor={anchor} label={label} scrollOnLoad={first} />
          {SECTIONS.map((section) => (
            <section
              key={section}
              id={anchorOf(anchor, section)}
              className="docs-section"
              aria-labelledby={`${id}-${section}`}
            >
              <h3 id={`${id}-${section}`} tabIndex={-1}>
                {SECTION_TITLES[section]}
              </h3>
              {section === "props" && <PropsSection props={reference.props} schema={schema} />}
              {section === "callbacks" && <CallbacksSection callbacks={reference.callbacks} />}
              {section === "api" && <ApiSection api={reference.api} />}
              {section === "machine" && <MachineSection recorder={recorder} />}
              {section === "anatomy" && (
                <AnatomySection scope={reference.scope} parts={reference.parts} sharedScope={samePackage} />
              )}
            </section>
          ))}
        </>
      ) : (
        <p>The reference has no entry for this machine.</p>
      )}
    </section>
  )
}
