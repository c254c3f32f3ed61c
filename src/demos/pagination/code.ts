import { declareConst } from "../../workbench/code/literal"
import { defineCode } from "../../workbench/code/snippet"
// already a chunk of its own, which the page and its controls share: importing it here adds no file
import { CONTACT_COUNT, FIRST_PAGE } from "./contacts"
import type { paginationControls } from "./controls"

export default defineCode<typeof paginationControls>({
  name: "Pagination",
  machines: [
    {
      module: "pagination",
      fixed: {
        count: "CONTACT_COUNT",
        translations: `{ prevTriggerLabel: "Previous page", nextTriggerLabel: "Next page" }`,
        onPageChange: "setDetails",
      },
      options: { page: { as: "defaultPage" } },
    },
  ],
  imports: [`import { useState } from "react"`],
  before: `${declareConst(
    "contacts",
    FIRST_PAGE,
    `the first ${FIRST_PAGE.length} of the page's ${CONTACT_COUNT} contacts (src/data/contacts.json): the table's later pages need them all`,
  )}

const CONTACT_COUNT = ${CONTACT_COUNT}`,
  setup: `
  const [details, setDetails] = useState<pagination.PageChangeDetails | null>(null)`,
  jsx: `
<>
  <div role="region" aria-label="Contacts" tabIndex={0}>
    <table>
      <caption>
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
        {api.slice(contacts).map((row) => (
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
  <p>
    Showing {api.pageRange.start + 1}–{api.pageRange.end} of {api.count}
  </p>
  {api.totalPages > 1 && (
    <nav {...api.getRootProps()}>
      <ul>
        <li>
          <button {...api.getPrevTriggerProps()}>‹ Previous</button>
        </li>
        {api.pages.map((page, index) =>
          page.type === "page" ? (
            <li key={page.value}>
              <button {...api.getItemProps(page)}>{page.value}</button>
            </li>
          ) : (
            <li key={\`ellipsis-\${index}\`}>
              <span {...api.getEllipsisProps({ index })}>&#8230;</span>
            </li>
          ),
        )}
        <li>
          <button {...api.getNextTriggerProps()}>Next ›</button>
        </li>
      </ul>
    </nav>
  )}
  <p>OpenChange Details</p>
  <pre>{JSON.stringify(details ?? {}, null, 2)}</pre>
</>`,
})
