/** A place in the sample location tree: continents hold countries, countries hold cities. */
export type LocationNode = {
  value: string
  label: string
  children?: LocationNode[]
}

const place = (label: string, children?: LocationNode[]): LocationNode => ({
  value: label.toLowerCase().replace(/\s+/g, "-"),
  label,
  ...(children && { children }),
})

const cities = (...labels: string[]) => labels.map((label) => place(label))

/** The root holds the continents; zag's tree collection starts from a root node. */
export const locationTree: LocationNode = {
  value: "world",
  label: "World",
  children: [
    place("Africa", [
      place("Egypt", cities("Cairo", "Alexandria", "Luxor")),
      place("Kenya", cities("Nairobi", "Mombasa")),
      place("Nigeria", cities("Lagos", "Abuja", "Kano")),
    ]),
    place("Asia", [
      place("India", cities("Mumbai", "Delhi", "Bengaluru")),
      place("Japan", cities("Tokyo", "Osaka", "Kyoto")),
      place("Vietnam", cities("Hanoi", "Ho Chi Minh City")),
    ]),
    place("Europe", [
      place("France", cities("Paris", "Lyon", "Marseille")),
      place("Germany", cities("Berlin", "Munich", "Hamburg")),
      place("Italy", cities("Rome", "Milan", "Naples")),
    ]),
    place("North America", [
      place("Canada", cities("Toronto", "Vancouver", "Montreal")),
      place("Mexico", cities("Mexico City", "Guadalajara")),
      place("United States", cities("New York", "Chicago", "San Francisco")),
    ]),
  ],
}
