// @vitest-environment jsdom
import * as carousel from "@zag-js/carousel"
import { normalizeProps, useMachine } from "@zag-js/react"
import { act, render } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest"
import { upstreamFixed } from "../../testing/bareZag"
import { useFixAddedSlidesInView } from "./fixes"

/** jsdom has no IntersectionObserver: this one keeps what it observes, and the test says what a browser would see. */
class FakeIntersectionObserver {
  static live = new Set<FakeIntersectionObserver>()
  readonly targets = new Set<Element>()
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.live.add(this)
  }
  observe(target: Element) {
    this.targets.add(target)
  }
  unobserve(target: Element) {
    this.targets.delete(target)
  }
  disconnect() {
    FakeIntersectionObserver.live.delete(this)
  }
  takeRecords() {
    return []
  }
}

/** The slide scrolls into view: every live observer watching it hears so, as in a browser. */
function scrollIntoCarouselView(slide: Element) {
  act(() => {
    for (const observer of FakeIntersectionObserver.live)
      if (observer.targets.has(slide))
        observer.callback(
          [{ target: slide, isIntersecting: true } as unknown as IntersectionObserverEntry],
          observer as unknown as IntersectionObserver,
        )
  })
}

/** A carousel of `count` slides run by bare zag 1.47, with or without the fix. */
function Slides({ count, fix }: { count: number; fix: boolean }) {
  const service = useMachine(carousel.machine, { id: "c", slideCount: count })
  const api = carousel.connect(service, normalizeProps)
  const itemGroupRef = useFixAddedSlidesInView(service)
  return (
    <div {...api.getRootProps()}>
      <div {...api.getItemGroupProps()} ref={fix ? itemGroupRef : undefined}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} {...api.getItemProps({ index })}>
            Slide {index + 1}
          </div>
        ))}
      </div>
    </div>
  )
}

/** Renders three slides, scrolls the first into view, adds a fourth and scrolls it into view. */
async function addSlideAndShowIt(fix: boolean) {
  const { container, rerender } = render(<Slides count={3} fix={fix} />)
  // the machine starts, and sets up its observers, a microtask after its first commit
  await act(async () => {})
  const first = container.querySelector("[data-part=item][data-index='0']")!
  scrollIntoCarouselView(first)
  rerender(<Slides count={4} fix={fix} />)
  await act(async () => {})
  const added = container.querySelector("[data-part=item][data-index='3']")!
  scrollIntoCarouselView(added)
  return { first, added }
}

describe("carousel fixes", () => {
  beforeEach(() => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver)
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    )
    Element.prototype.scrollTo = () => {}
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    FakeIntersectionObserver.live.clear()
  })

  test("upstream still broken: a slide added after the carousel started never counts as in view", async () => {
    const { first, added } = await addSlideAndShowIt(false)
    // the machine's own observer works for the slides it started with
    expect(first.hasAttribute("data-inview")).toBe(true)
    expect(added.getAttribute("aria-hidden"), upstreamFixed("useFixAddedSlidesInView")).toBe("true")
    expect(added.hasAttribute("data-inview"), upstreamFixed("useFixAddedSlidesInView")).toBe(false)
  })

  test("useFixAddedSlidesInView: a slide added later is in view once it scrolls in, and shown to assistive tech", async () => {
    const { added } = await addSlideAndShowIt(true)
    expect(added.hasAttribute("aria-hidden")).toBe(false)
    expect(added.hasAttribute("data-inview")).toBe(true)
  })
})
