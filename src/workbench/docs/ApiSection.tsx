import { DocsEntry, DocsName } from "./DocsEntry"
import type { ApiDoc } from "./reference"

/** Each member of the machine's connect API, `api.<signature>`, in zag's order. */
export function ApiSection({ api }: { api: ApiDoc[] }) {
  return (
    <ul className="docs-list">
      {api.map((member) => (
        <DocsEntry
          key={member.name}
          name={<DocsName signature>api.{member.signature}</DocsName>}
          description={member.description}
        />
      ))}
    </ul>
  )
}
