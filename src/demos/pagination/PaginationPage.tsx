import * as pagination from "@zag-js/pagination"
import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { ChevronLeft, ChevronRight } from "lucide-react"
import { useEffect, useState } from "react"
import { DemoPage } from "../../workbench/DemoPage"
import { whenIdleAfterLoad } from "../../workbench/afterLoad"
import { useControls } from "../../workbench/controls/useControls"
import { type Contact, CONTACT_COUNT, FIRST_PAGE, loadContacts } from "./contacts"
import { paginationControls } from "./controls"
import "./pagination.css"

export default function PaginationPage() {
  const controls = useControls(paginationControls)
  const [details, setDetails] = useState<pagination.PageChangeDetails | Record<string, never>>({})

  const { pageSize, siblingCount, page } = controls.values
  const [records, setRecords] = useState<Contact[] | null>(null)
  const needsAll = page * pageSize > FIRST_PAGE.length
  useEffect(() => {
    let live = true
    const load = () => void loadContacts().then((all) => live && setRecords(all))
    if (needsAll) load()
    else whenIdleAfterLoad(load)
    return () => {
      live = false
    }
  }, [needsAll])
  const service = useDemoMachine(pagination.machine, {
    count: CONTACT_COUNT,
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
  const rows = records ? api.slice(records) : needsAll ? null : api.slice(FIRST_PAGE)

  return (
    <DemoPage
      className="pagination"
      controls={controls}
      service={service}
      context={["page", "pageSize"]}
      props={["count", "siblingCount"]}
    >
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
            {rows === null && (
              <tr>
                <td colSpan={5}>Loading contacts…</td>
              </tr>
            )}
            {rows?.map((row) => (
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
        {/* JSON: left to right on a right-to-left page too */}
        <pre data-testid="output" dir="ltr">
          {JSON.stringify(details, null, 2)}
        </pre>
      </div>
    </DemoPage>
  )
}
