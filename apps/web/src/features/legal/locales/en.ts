/**
 * English texts of the privacy notice (/privacy) and the terms of use (/terms), namespace
 * `legal`. Each section is a title, then any of: paragraphs (`text`) and a bulleted list
 * (`items`), rendered in this order, keys in the order written. What they say must match
 * what the product does (modules/personal-data, modules/tenants/identity-numbers.ts): check
 * the feature before changing a sentence.
 */
export const legalEn = {
  header: {
    home: 'Rental Manager home',
    backToApp: 'Back to the app',
    signIn: 'Sign In',
  },
  otherPages: 'Also read',
  privacy: {
    title: 'Privacy notice',
    lead: 'How Rental Manager keeps the personal data of landlords, their teams and their tenants, under the Kenya Data Protection Act, 2019.',
    sections: {
      roles: {
        title: 'Who is responsible',
        text: {
          controller:
            "Each landlord or agent who uses Rental Manager is the data controller of their tenants' personal data: they decide what is collected and what it is used for.",
          processor:
            "Rental Manager Technologies Limited is the data processor: we keep and process that data only on the landlord's instructions, to run the service they signed up for. We never sell it or use it for advertising.",
          accounts:
            'For the accounts of landlords and their team members (name, phone number and email), Rental Manager is the data controller.',
        },
      },
      kept: {
        title: 'What is kept',
        items: {
          tenants:
            "Tenants' names, phone numbers, national ID or passport numbers and KRA PINs, as the landlord enters them",
          tenancy:
            'Where each tenant lives: the rental, house number, meter number, move-in and move-out dates, rent and deposit',
          money:
            "Invoices, payments (for M-PESA payments, the payer's name and number as M-PESA sends them), credit notes and deposit refunds",
          readings: 'Water meter readings',
          messages:
            "SMS sent to tenants, and SMS tenants send to the landlord's number (such as BAL)",
          accounts:
            "Landlords' and team members' names, phone numbers and emails, and a log of who did what in the account",
        },
      },
      why: {
        title: 'Why it is kept',
        text: {
          service:
            'To bill tenants, collect rent by M-PESA and match each payment to the right tenant, send invoices, receipts and reminders by SMS, and give landlords statements, reports and their KRA rental income return.',
          identity:
            'ID numbers and KRA PINs are kept only when the landlord records them, to identify the tenant.',
        },
      },
      howLong: {
        title: 'How long it is kept',
        items: {
          ledger:
            'Ledger records (invoices, payments, credit notes and deposits, with their amounts, dates and house numbers) are kept as long as tax law requires: KRA requires records to be kept for at least 5 years. They stay even after a tenant’s personal details are erased.',
          personal:
            "A tenant's personal details (name, phone number, ID number, KRA PIN and the text of messages) are kept during the tenancy and after it ends, until the tenant asks for them to be erased.",
          accounts: "A landlord's account data is kept while the account is open.",
        },
      },
      requests: {
        title: 'How a tenant asks for their data or its erasure',
        text: {
          ask: 'A tenant asks their landlord or agent, the data controller. On the tenant’s page in Rental Manager the landlord answers in one click each:',
        },
        items: {
          access:
            'Export personal data: a file with everything kept about the tenant, and their statement as a PDF.',
          erasure:
            "Erase personal data: a former tenant's name, phone number, ID number, KRA PIN and the text of their messages are removed. The tenant is then shown as “Former tenant” with a number; amounts, dates and house numbers stay for the tax and accounting records.",
          current:
            "A current tenant's data cannot be erased while they live there: the landlord ends the tenancy first.",
          correct:
            'A tenant can also ask their landlord to correct their details, and may complain to the Office of the Data Protection Commissioner.',
        },
      },
      security: {
        title: 'Security',
        text: {
          encryption:
            "Tenants' ID numbers and KRA PINs are stored encrypted, as are the landlord's SMS and M-PESA keys.",
          access:
            "Only the landlord's own team, signed in with their phone number and PIN, sees the landlord's tenants. The people who run the service see accounts and counts, never tenants' personal data. Every export and erasure is written in the account's activity log.",
        },
      },
    },
  },
  terms: {
    title: 'Terms of use',
    lead: 'The terms on which landlords and agents use Rental Manager.',
    sections: {
      service: {
        title: 'The service',
        text: {
          what: 'Rental Manager helps landlords and agents manage rentals, tenants, invoices, payments and reports.',
          pin: 'You sign in with your phone number and a PIN. Keep your PIN secret: what is done with it is done by you.',
        },
      },
      plans: {
        title: 'Free trial and plans',
        text: {
          trial:
            'A new account has a free trial of one month. After it, a paid plan keeps the account working, within the limits of that plan.',
        },
      },
      data: {
        title: "Your tenants' data",
        text: {
          roles:
            "You are the data controller of your tenants' personal data under the Kenya Data Protection Act, 2019. Rental Manager processes it for you, as your data processor, only to provide the service.",
          duties:
            'You collect it lawfully, tell your tenants how it is used (the privacy notice helps you do so) and answer their requests to see their data or have it erased: the product lets you do each in one click.',
          records:
            'KRA requires rental income records to be kept for at least 5 years: erasing a former tenant keeps the amounts, dates and house numbers for that reason.',
        },
      },
      fair: {
        title: 'Fair use',
        text: {
          messages:
            'Do not use the service to send tenants messages they did not agree to, or to record data you have no right to hold.',
        },
      },
      changes: {
        title: 'Changes',
        text: {
          version: 'We may change these terms; the version on this page applies.',
        },
      },
    },
  },
};
