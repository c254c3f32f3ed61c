import * as asyncList from "@zag-js/async-list"
import { useState } from "react"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { CONTACT_COUNT, type Contact } from "../pagination/contacts"
import { createContactLoader } from "./contactLoader"
import { asyncListControls } from "./controls"
import "./async-list.css"

type Column = "first_name" | "last_name"

const sortButtons: Array<{ column: Column; label: string }> = [
  { column: "first_name", label: "Sort by first name" },
  { column: "last_name", label: "Sort by last name" },
]

export default function AsyncListPage() {
  const controls = useControls(asyncListControls)
  const { delay, failNextLoad } = controls.values
  const [total, setTotal] = useState(CONTACT_COUNT)
  const load = createContactLoader({ delay, fail: failNextLoad, onTotal: setTotal })
  const service = useDemoMachine(asyncList.machine as asyncList.Machine<Contact, number>, {
    load,
    autoReload: true,
    // the switch means "the next load": once a load has failed, it is off again
    onError: () => controls.set("failNextLoad", false),
  })
  const api = asyncList.connect(service)

  // zag empties the list when it reloads; the table keeps showing the last rows until the answer comes
  const [lastRows, setLastRows] = useState<Contact[]>([])
  if (!api.loading && !api.error && api.items !== lastRows) setLastRows(api.items)
  const rows = (api.loading || api.error) && api.items.length === 0 ? lastRows : api.items

  const sortBy = (column: Column) => {
    const current = api.sortDescriptor
    const direction = current?.column === column && current.direction === "ascending" ? "descending" : "ascending"
    api.sort({ column, direction })
  }
  const ariaSort = (column: Column) =>
    api.sortDescriptor?.column === column ? api.sortDescriptor.direction : undefined

  return (
    <DemoPage
      className="async-list"
      controls={controls}
      service={service}
      context={["filterText", "cursor", "sortDescriptor", "error"]}
      props={["autoReload"]}
    >
      {/* the machine has no DOM parts of its own; this names the widget's area like zag's other parts */}
      <div data-scope="async-list" data-part="root" data-state={service.state.get()}>
        <div className="async-list-bar">
          <label className="async-list-filter">
            Filter
            <input
              type="search"
              defaultValue={api.filterText}
              onChange={(e) => api.setFilterText(e.currentTarget.value)}
            />
          </label>
          <div className="async-list-actions">
            <button type="button" onClick={api.loadMore} disabled={!api.hasMore || api.loading}>
              Load more
            </button>
            <button type="button" onClick={api.reload}>
              Reload
            </button>
            {sortButtons.map(({ column, label }) => (
              <button key={column} type="button" onClick={() => sortBy(column)}>
                {label}
              </button>
            ))}
          </div>
        </div>

        <p className="async-list-status" aria-live="polite">
          {/* the counts keep their width, so the words after them never move while a load runs */}
          Showing <span className="async-list-count">{rows.length}</span> of{" "}
          <span className="async-list-count">{total}</span> contacts
          {api.loading && <span className="async-list-loading"> · Loading…</span>}
        </p>
        {api.error && (
          <p className="async-list-error" role="alert">
            Could not load contacts
          </p>
        )}

        <div className="async-list-table" tabIndex={0} role="region" aria-label="Contacts">
          <table aria-busy={api.loading}>
            <thead>
              <tr>
                <th scope="col">ID</th>
                <th scope="col" aria-sort={ariaSort("first_name")}>
                  FIRST NAME
                </th>
                <th scope="col" aria-sort={ariaSort("last_name")}>
                  LAST NAME
                </th>
                <th scope="col">EMAIL</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((contact) => (
                <tr key={contact.id}>
                  <td>{contact.id}</td>
                  <td>{contact.first_name}</td>
                  <td>{contact.last_name}</td>
                  <td>{contact.email}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </DemoPage>
  )
}
