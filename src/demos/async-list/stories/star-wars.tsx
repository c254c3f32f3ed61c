import * as asyncList from "@zag-js/async-list"
import { useMachine } from "@zag-js/react"
import { type StarWarsPerson, searchStarWarsPeople } from "../../../data/starwars"
import "../async-list.css"

const PAGE_SIZE = 10

/** One page of the local Star Wars people whose name holds the filter, a second after asking. */
async function loadPeople({
  signal,
  filterText,
  cursor = 0,
}: asyncList.LoadDetails<StarWarsPerson, number>): Promise<asyncList.LoadResult<StarWarsPerson, number>> {
  const people = await searchStarWarsPeople(filterText, { signal, delay: 1000 })
  const next = cursor + PAGE_SIZE
  return { items: people.slice(cursor, next), cursor: next < people.length ? next : undefined }
}

/** The loaded people by name, in the direction asked. */
function sortPeople({ items, descriptor }: asyncList.SortDetails<StarWarsPerson>) {
  const order = descriptor.direction === "ascending" ? 1 : -1
  return {
    items: items.toSorted((a, b) => order * String(a[descriptor.column]).localeCompare(String(b[descriptor.column]))),
  }
}

/** Star Wars people, ten at a time after a second; every load can be stopped, a new one stops the last. */
export default function StarWarsList() {
  const service = useMachine(asyncList.machine as asyncList.Machine<StarWarsPerson, number>, {
    load: loadPeople,
    sort: sortPeople,
    autoReload: true,
  })
  const api = asyncList.connect(service)
  const direction = api.sortDescriptor?.direction === "ascending" ? "descending" : "ascending"
  const shown = api.items.map(({ name, height, mass, birth_year }) => ({ name, height, mass, birth_year }))

  return (
    <div className="async-list async-list-star-wars">
      <div data-scope="async-list" data-part="root" data-state={service.state.get()}>
        <div className="async-list-bar">
          <label className="async-list-filter">
            Filter
            <input
              type="search"
              placeholder="Filter by name"
              defaultValue={api.filterText}
              onChange={(event) => api.setFilterText(event.currentTarget.value)}
            />
          </label>
          <div className="async-list-actions">
            <button type="button" onClick={api.reload}>
              Reload
            </button>
            <button type="button" onClick={api.loadMore} disabled={!api.hasMore || api.loading}>
              Load More
            </button>
            <button type="button" onClick={() => api.sort({ column: "name", direction })}>
              Sort by name
            </button>
            <button type="button" onClick={api.abort} disabled={!api.loading}>
              Abort
            </button>
          </div>
        </div>
        <p className="async-list-status" aria-live="polite">
          {api.items.length} items
          {api.loading && <span className="async-list-loading"> · Loading...</span>}
          {api.sortDescriptor && ` · by name, ${api.sortDescriptor.direction}`}
        </p>
        {api.error && !isAbort(api.error) && (
          <p className="async-list-error" role="alert">
            Could not load the people: {String(api.error.message ?? api.error)}
          </p>
        )}
        <pre
          dir="ltr"
          className="async-list-json"
          tabIndex={0}
          role="region"
          aria-label="Loaded people as JSON"
          aria-busy={api.loading}
        >
          {JSON.stringify(shown, null, 2)}
        </pre>
      </div>
    </div>
  )
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError"
