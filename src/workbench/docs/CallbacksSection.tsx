import type { CallbackDoc } from "./reference"

/** Each `on…` prop with the details its callback receives. */
export function CallbacksSection({ callbacks }: { callbacks: CallbackDoc[] }) {
  if (callbacks.length === 0) return <p>This machine takes no callbacks.</p>
  return (
    <ul className="docs-list">
      {callbacks.map((callback) => (
        <li key={callback.name} className="docs-entry">
          <p className="docs-entry-head">
            <code className="docs-name" dir="ltr">
              {callback.name}
            </code>
          </p>
          <dl className="docs-facts">
            <dt>Details</dt>
            <dd>
              <code dir="ltr">{callback.details}</code>
            </dd>
          </dl>
          {callback.description && <p className="docs-description">{callback.description}</p>}
        </li>
      ))}
    </ul>
  )
}
