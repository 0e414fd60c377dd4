/** The in-page sections, shared by the top navigation and the footer's quick links. */
export const sectionLinks = [
  { id: 'home', labelKey: 'nav.home' },
  { id: 'why-us', labelKey: 'nav.whyUs' },
  { id: 'pricing', labelKey: 'nav.pricing' },
  { id: 'contact', labelKey: 'nav.contact' },
] as const;
