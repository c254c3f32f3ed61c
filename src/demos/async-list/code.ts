import { defineCode } from "../../workbench/code/snippet"
import type { asyncListControls } from "./controls"

export default defineCode<typeof asyncListControls>({
  name: "AsyncList",
  machines: [
    {
      module: "async-list",
      // the machine takes no id; the delay and the failure switch belong to the loader below
      declare: () => "",
      options: { delay: false, failNextLoad: false },
    },
  ],
  before: `
type Contact = { id: number; first_name: string; last_name: string; email: string }

async function load({ signal, filterText, cursor }: asyncList.LoadDetails<Contact, number>) {
  const response = await fetch(\`/api/contacts?filter=\${filterText}&offset=\${cursor ?? 0}\`, { signal })
  return (await response.json()) as { items: Contact[]; cursor?: number }
}`,
  setup: `
  const service = useMachine(asyncList.machine as asyncList.Machine<Contact, number>, { load, autoReload: true })
  const api = asyncList.connect(service)`,
  jsx: `
<div>
  <input aria-label="Filter" onChange={(e) => api.setFilterText(e.currentTarget.value)} />
  <button onClick={api.loadMore} disabled={!api.hasMore}>Load more</button>
  <button onClick={api.reload}>Reload</button>
  <button onClick={() => api.sort({ column: "first_name", direction: "ascending" })}>Sort by first name</button>
  {api.loading && <p>Loading…</p>}
  {api.error && <p role="alert">Could not load contacts</p>}
  <table>
    <tbody>
      {api.items.map((contact) => (
        <tr key={contact.id}>
          <td>{contact.id}</td>
          <td>{contact.first_name}</td>
          <td>{contact.last_name}</td>
          <td>{contact.email}</td>
        </tr>
      ))}
    </tbody>
  </table>
</div>`,
})
