import { useId, useMemo, useState } from "react"
import { DocsEntry, DocsName } from "./DocsEntry"
import type { ControlSchema } from "../controls/schema"
import { controlledProps, inControls } from "./controlledProps"
import type { PropDoc } from "./reference"

type PropsSectionProps = { props: PropDoc[]; schema: ControlSchema }

/** The machine's props (required first, then by name, as generated), with a box that filters them by name. */
export function PropsSection({ props, schema }: PropsSectionProps) {
  const [filter, setFilter] = useState("")
  const id = useId()
  const controlled = useMemo(() => controlledProps(schema), [schema])
  const needle = filter.trim().toLowerCase()
  const shown = needle ? props.filter((prop) => prop.name.toLowerCase().includes(needle)) : props
  return (
    <>
      <div className="docs-filter">
        <label htmlFor={`${id}-filter`}>Filter props</label>
        <input id={`${id}-filter`} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
        <span role="status">
          {shown.length} of {props.length} props
        </span>
      </div>
      <ul className="docs-list">
        {shown.map((prop) => (
          <PropRow key={prop.name} prop={prop} path={prop.name} controlled={controlled} />
        ))}
      </ul>
    </>
  )
}

function PropRow({ prop, path, controlled }: { prop: PropDoc; path: string; controlled: Set<string> }) {
  return (
    <DocsEntry
      name={<DocsName>{prop.name}</DocsName>}
      badges={
        <>
          {prop.required && <span className="docs-badge">required</span>}
          {inControls(controlled, path) && <span className="docs-badge docs-badge-controls">in Controls</span>}
        </>
      }
      description={prop.description}
      more={
        prop.members && (
          <details className="docs-members">
            <summary>
              {prop.type}: {prop.members.length} members
            </summary>
            <ul className="docs-list">
              {prop.members.map((member) => (
                <PropRow key={member.name} prop={member} path={`${path}.${member.name}`} controlled={controlled} />
              ))}
            </ul>
          </details>
        )
      }
    >
      <dl className="docs-facts">
        <dt>Type</dt>
        <dd>
          <code dir="ltr">{prop.type}</code>
        </dd>
        {prop.default !== undefined && (
          <>
            <dt>Default</dt>
            <dd>
              <code dir="ltr">{prop.default}</code>
            </dd>
          </>
        )}
      </dl>
    </DocsEntry>
  )
}
