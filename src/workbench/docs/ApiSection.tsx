import type { ApiDoc } from "./reference"

/** Each member of the machine's connect API, `api.<signature>`, in zag's order. */
export function ApiSection({ api }: { api: ApiDoc[] }) {
  return (
    <ul className="docs-list">
      {api.map((member) => (
        <li key={member.name} className="docs-entry">
          <p className="docs-entry-head">
            <code className="docs-name docs-signature" dir="ltr">
              api.{member.signature}
            </code>
          </p>
          {member.description && <p className="docs-description">{member.description}</p>}
        </li>
      ))}
    </ul>
  )
}
