/** The /navigation-menu demo's site menu: three sections, each a panel of links to anchors on the page. */
export type SiteLink = { id: string; label: string; blurb: string }
export type SiteSection = { value: string; label: string; links: readonly SiteLink[] }

export const siteMenu: readonly SiteSection[] = [
  {
    value: "products",
    label: "Products",
    links: [
      { id: "products-analytics", label: "Analytics", blurb: "Dashboards for every team" },
      { id: "products-automation", label: "Automation", blurb: "Workflows that run themselves" },
      { id: "products-storage", label: "Storage", blurb: "Files, backed up twice" },
      { id: "products-security", label: "Security", blurb: "Audit logs and single sign-on" },
    ],
  },
  {
    value: "company",
    label: "Company",
    links: [
      { id: "company-about", label: "About us", blurb: "Who we are and how we work" },
      { id: "company-careers", label: "Careers", blurb: "Open roles, remote friendly" },
      { id: "company-press", label: "Press", blurb: "News, logos and contacts" },
      { id: "company-contact", label: "Contact", blurb: "Talk to a person" },
    ],
  },
  {
    value: "developers",
    label: "Developers",
    links: [
      { id: "developers-docs", label: "Documentation", blurb: "Guides and API reference" },
      { id: "developers-sdks", label: "SDKs", blurb: "Libraries for six languages" },
      { id: "developers-status", label: "Status", blurb: "Uptime, live" },
      { id: "developers-changelog", label: "Changelog", blurb: "What shipped this week" },
    ],
  },
]
