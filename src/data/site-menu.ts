/** The /navigation-menu demo's site menu: three sections, each a panel of links to anchors on the page, and a plain link. */
export type SiteLink = { id: string; label: string; blurb: string }
export type SiteSection = { value: string; label: string; links: readonly SiteLink[] }

export const siteMenu: readonly SiteSection[] = [
  {
    value: "products",
    label: "Products",
    links: [
      { id: "products-analytics", label: "Analytics Platform", blurb: "Dashboards for every team" },
      { id: "products-engagement", label: "Customer Engagement", blurb: "Messages that reach people" },
      { id: "products-automation", label: "Marketing Automation", blurb: "Campaigns that run themselves" },
      { id: "products-integration", label: "Data Integration", blurb: "Connect the tools you use" },
      { id: "products-enterprise", label: "Enterprise Solutions", blurb: "Single sign-on and audit logs" },
      { id: "products-api", label: "API Documentation", blurb: "Build on the platform" },
    ],
  },
  {
    value: "company",
    label: "Company",
    links: [
      { id: "company-about", label: "About Us", blurb: "Who we are and how we work" },
      { id: "company-leadership", label: "Leadership Team", blurb: "The people in charge" },
      { id: "company-careers", label: "Careers", blurb: "Open roles, remote friendly" },
      { id: "company-press", label: "Press Releases", blurb: "News, logos and contacts" },
    ],
  },
  {
    value: "developers",
    label: "Developers",
    links: [
      { id: "developers-investors", label: "Investors", blurb: "Reports and results" },
      { id: "developers-partners", label: "Partners", blurb: "Build and sell with us" },
      { id: "developers-responsibility", label: "Corporate Responsibility", blurb: "How we work, and for whom" },
      { id: "developers-status", label: "System Status", blurb: "Uptime of every service, live" },
    ],
  },
]

/** The bar's plain link after the panels' triggers. */
export const pricingLink: SiteLink = { id: "pricing", label: "Pricing", blurb: "Plans for teams of every size" }
