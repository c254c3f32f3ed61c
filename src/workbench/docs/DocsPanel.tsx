import { useInspectedMachines } from "../inspector/inspectedMachines"
import type { ControlSchema } from "../controls/schema"
import { MachineDocs } from "./MachineDocs"
import { packageOf } from "./useReference"
import "./docs-panel.css"

/**
 * The Docs tab: for each machine the page runs (named as the Inspector names it), the reference of its
 * package, generated at build time from zag's published types (scripts/docs-reference/).
 */
export default function DocsPanel({ schema }: { schema: ControlSchema }) {
  const machines = useInspectedMachines()
  if (machines.length === 0) return <p>This page runs no machine to document.</p>
  const packages = machines.map(({ recorder }) => packageOf(recorder.definition))
  const seen = new Map<string, number>()
  return (
    <div className="docs-panel">
      {machines.map(({ recorder, label }, index) => {
        const pkg = packages[index]
        const slug = pkg?.replace("@zag-js/", "").replace("/", "-") ?? "machine"
        const nth = (seen.get(slug) ?? 0) + 1
        seen.set(slug, nth)
        return (
          <MachineDocs
            key={index}
            recorder={recorder}
            label={label}
            pkg={pkg}
            anchor={nth === 1 ? slug : `${slug}-${nth}`}
            first={index === 0}
            samePackage={packages.filter((each) => each === pkg).length > 1}
            schema={schema}
          />
        )
      })}
    </div>
  )
}
