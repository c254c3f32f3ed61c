import * as pagination from "@zag-js/pagination"
import { normalizeProps, useMachine } from "@zag-js/react"
import { ChevronLeft, ChevronRight } from "lucide-react"
import { useId, useState } from "react"
import contacts from "../../data/contacts.json"
import { DemoMain } from "../../workbench/DemoMain"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { paginationControls } from "./controls"
import "./pagination.css"

type Contact = { id: number; first_name: string; last_name: string; email: string; phone: string }
const records: Contact[] = contacts

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

export default function PaginationPage() {
  const controls = useControls(paginationControls)
  const [details, setDetails] = useState<pagination.PageChangeDetails | Record<string, never>>({})

  // the controls accept any number; the table needs whole numbers in range
  const pageSize = Math.max(1, Math.round(controls.values.pageSize))
  const siblingCount = Math.max(0, Math.round(controls.values.siblingCount))
  const totalPages = Math.max(1, Math.ceil(records.length / pageSize))
  const requestedPage = controls.values.page
  const page = clamp(Number.isFinite(requestedPage) ? Math.round(requestedPage) : 1, 1, totalPages)

  const notices: string[] = []
  if (pageSize !== controls.values.pageSize) notices.push(`Page size ${controls.values.pageSize} was rounded to ${pageSize}.`)
  if (siblingCount !== controls.values.siblingCount) {
    notices.push(`Sibling count ${controls.values.siblingCount} was rounded to ${siblingCount}.`)
  }
  if (page !== requestedPage) {
    notices.push(`Page ${requestedPage} does not exist (pages run from 1 to ${totalPages}); showing page ${page}.`)
  }

  const service = useMachine(pagination.machine, {
    id: useId(),
    count: records.length,
    pageSize,
    siblingCount,
    page,
    translations: { prevTriggerLabel: "Previous page", nextTriggerLabel: "Next page" },
    onPageChange(next) {
      setDetails(next)
      controls.set("page", next.page)
    },
  })
  const api = pagination.connect(service, normalizeProps)
  const rows = api.slice(records)

  return (
    <>
      <DemoMain className="pagination">
        {notices.length > 0 && (
          <div className="pagination-notice" role="status" data-testid="page-notice">
            {notices.map((notice) => (
              <p key={notice}>{notice}</p>
            ))}
          </div>
        )}
        <div className="pagination-table" role="region" aria-label="Contacts" tabIndex={0}>
          <table>
            <caption className="visually-hidden">
              Contacts, page {api.page} of {api.totalPages}
            </caption>
            <thead>
              <tr>
                <th scope="col">ID</th>
                <th scope="col">FIRST NAME</th>
                <th scope="col">LAST NAME</th>
                <th scope="col">EMAIL</th>
                <th scope="col">PHONE</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.id}</td>
                  <td>{row.first_name}</td>
                  <td>{row.last_name}</td>
                  <td>{row.email}</td>
                  <td>{row.phone}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="pagination-range" data-testid="range">
          Showing {api.pageRange.start + 1}–{api.pageRange.end} of {api.count}
        </p>
        {api.totalPages > 1 && (
          <nav {...api.getRootProps()}>
            <ul>
              <li>
                <button {...api.getPrevTriggerProps()}>
                  <ChevronLeft aria-hidden size={16} />
                  Previous
                </button>
              </li>
              {api.pages.map((entry, index) =>
                entry.type === "page" ? (
                  <li key={`page-${entry.value}`}>
                    <button data-testid={`item-${entry.value}`} {...api.getItemProps(entry)}>
                      {entry.value}
                    </button>
                  </li>
                ) : (
                  <li key={`ellipsis-${index}`}>
                    <span {...api.getEllipsisProps({ index })}>&#8230;</span>
                  </li>
                ),
              )}
              <li>
                <button {...api.getNextTriggerProps()}>
                  Next
                  <ChevronRight aria-hidden size={16} />
                </button>
              </li>
            </ul>
          </nav>
        )}
        <div className="output">
          <p>OpenChange Details</p>
          <pre data-testid="output">{JSON.stringify(details, null, 2)}</pre>
        </div>
      </DemoMain>
      <Toolbar controls={controls}>
        <StateVisualizer service={service} context={["page", "pageSize"]} props={["count", "siblingCount"]} />
      </Toolbar>
    </>
  )
}
