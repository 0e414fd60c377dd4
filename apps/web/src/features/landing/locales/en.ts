import { supportContact } from '../../../lib/support-contact';

/**
 * English texts of the public landing page (namespace `landing`). Plan names and inclusions
 * come from the shared plan catalogue so that the page and the server never disagree.
 */
export const landingEn = {
  brand: 'Rental Manager',
  homeLink: 'Rental Manager home',
  /** What search engines show for the page (its <meta name="description">). */
  description:
    'Rental management for Kenyan landlords and property managers: invoices by SMS, M-PESA rent collection and automatic reconciliation.',
  nav: {
    label: 'Main',
    menu: 'Menu',
    skipToContent: 'Skip to main content',
    home: 'Home',
    whyUs: 'Why Us',
    pricing: 'Pricing',
    contact: 'Contact Us',
    help: 'Help',
    signIn: 'Sign In',
    tryFree: 'Try it Free',
  },
  hero: {
    eyebrow: 'For landlords and property managers in Kenya',
    // U+2011 (non-breaking hyphen) keeps M-PESA on one line in the large headline.
    title: 'Send rent invoices by SMS. Collect by M\u2011PESA.',
    lead: 'Rental Manager texts every tenant their invoice, collects rent through your M-PESA paybill and matches each payment to the right tenant automatically. No more chasing receipts or reconciling statements by hand.',
    trial_one: 'Every plan starts with {{count}} month free.',
    trial_other: 'Every plan starts with {{count}} months free.',
    preview: {
      label: 'Example of an SMS invoice and a matched M-PESA payment',
      smsFrom: 'SMS to Jane Wanjiku',
      sms: 'Hi Jane, your March rent for House B4 is {{amount}}. Pay via M-PESA paybill, account B4.',
      paymentTitle: 'M-PESA payment received',
      paymentDetail: '{{amount}} from Jane Wanjiku',
      matched: 'Matched to House B4',
      balance: 'Balance: {{amount}}',
    },
  },
  features: {
    title: 'Why landlords choose Rental Manager',
    intro: 'Everything you need to bill tenants, collect rent and know where every shilling is.',
    invoiceBilling: {
      title: 'Invoice billing',
      text: 'Schedule recurring rent and water invoices once. Each tenant receives theirs as an SMS on the day it is due.',
    },
    paymentTracking: {
      title: 'Payment tracking',
      text: 'Tenants pay to your M-PESA paybill and every payment is matched to the right tenant and invoice automatically.',
    },
    reporting: {
      title: 'Reporting',
      text: 'See rent collected, balances and arrears per rental at a glance, and export any table or invoice to PDF.',
    },
    rentalManagement: {
      title: 'Rental management',
      text: 'Keep rentals, room types, tenants and water meter readings in one place, ready for the next billing cycle.',
    },
    accessibility: {
      title: 'Accessibility',
      text: 'Works in the browser on any phone, tablet or computer, so you can check on your rentals from anywhere.',
    },
  },
  pricing: {
    title: 'Simple pricing in Kenya shillings',
    intro: 'Pick the plan that fits your portfolio today and upgrade as it grows.',
    perMonth: 'per month',
    contactPrice: 'Contact us',
    contactPriceNote: 'Price agreed with our team',
    limitsLabel: '{{plan}} plan limits',
    customized: 'Customized',
    startTrial: 'Start free trial',
    contactUs: 'Contact us',
    includedTitle: 'Included in every plan',
    limits: {
      users: 'Users',
      rentals: 'Rentals',
      tenants: 'Tenants',
      invoicesPerMonth: 'Invoices per month',
    },
    taglines: {
      individual: 'For a landlord with one or two properties.',
      standard: 'For growing portfolios and small agencies.',
      enterprise: 'For property managers with large portfolios.',
    },
  },
  contact: {
    title: 'Talk to our team',
    intro:
      'Questions about plans, onboarding or setting up your M-PESA paybill? Our team is happy to help.',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    officeLabel: 'Office',
    email: supportContact.email,
    phone: supportContact.phone,
    location: 'Nairobi, Kenya',
  },
  footer: {
    ownership:
      'Rental Manager is wholly owned and distributed by Rental Manager Technologies Limited.',
    copyright: '© {{year}} Rental Manager Technologies Limited. All rights reserved.',
    quickLinks: 'Quick links',
    contactTitle: 'Contact',
    socialTitle: 'Follow us',
    socialLabel: '{{network}} (opens in a new tab)',
    privacy: 'Privacy notice',
    terms: 'Terms of use',
  },
};
