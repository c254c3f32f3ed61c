import { DocsEntry, DocsName } from "./DocsEntry"
import type { CallbackDoc } from "./reference"

/** Each `on…` prop with the details its callback receives. */
export function CallbacksSection({ callbacks }: { callbacks: CallbackDoc[] }) {
  if (callbacks.length === 0) return <p>This machine takes no callbacks.</p>
  return (
    <ul className="docs-list">
      {callbacks.map((callback) => (
        <DocsEntry key={callback.name} name={<DocsName>{callback.name}</DocsName>} description={callback.description}>
          <dl className="docs-facts">
            <dt>Details</dt>
            <dd>
              <code dir="ltr">{callback.details}</code>
            </dd>
          </dl>
        </DocsEntry>
      ))}
    </ul>
  )
}
