/**
 * English texts of the Help page /help (namespace `help`). Each section is a title, then any
 * of: intro paragraphs, numbered steps, field explanations and closing paragraphs (rendered in
 * this order, keys in the order written). Facts here must match what the product does: check
 * docs/ (architecture, operations, decisions) and the feature before changing one.
 */
export const helpEn = {
  title: 'Help',
  lead: 'How to set up Rental Manager and get paid, step by step: M-PESA, SMS, water, deposits and the KRA return.',
  header: {
    home: 'Rental Manager home',
    backToApp: 'Back to the app',
    signIn: 'Sign In',
  },
  toc: { title: 'On this page' },
  backToTop: 'Back to top',
  newTab: '{{name}} (opens in a new tab)',
  linksLabel: 'Links for {{section}}',
  links: {
    signUp: 'Try it free',
    importTenants: 'Import tenants',
    newInvoice: 'New invoice schedule',
    daraja: 'Daraja: developer.safaricom.co.ke',
    mpesaSettings: 'Settings → MPESA Integration',
    unallocated: 'Unallocated Payments',
    africasTalking: "Africa's Talking: account.africastalking.com",
    smsSettings: 'Settings → SMS',
    readings: 'Water Readings',
    reports: 'Reports',
    kraReport: 'KRA rental income report',
    itax: 'KRA iTax: itax.kra.go.ke',
  },
  sections: {
    gettingStarted: {
      title: 'Getting started',
      intro: {
        what: 'Rental Manager sends your tenants their invoices by SMS, collects rent through your M-PESA paybill and matches each payment to the right tenant. The steps after sign-up walk you through the setup; you can come back to any of them later.',
      },
      steps: {
        signUp:
          'Sign up: choose Try it Free and enter your name, phone number, email, account type (Landlord, or Agent if you manage rentals for other landlords) and a 4-digit PIN. The first month is free.',
        rental:
          'Add a rental (its name and location), then its room types: for each, the type (for example Bedsitter or One Bedroom), the number of units, the monthly rent and the water rate per unit.',
        tenants:
          'Add your tenants: name, phone number, room type, house number, meter number, opening balances, move-in date and deposit. Moving from a spreadsheet? Tenants → Import takes a CSV made from its template and shows the problems of every row before anything is saved.',
        paybill:
          'Say where tenants pay: your paybill, in Settings → MPESA Integration (see Going live with M-PESA below). Until a paybill is saved, invoice SMS are held, not sent.',
        schedule:
          'Schedule your invoices: choose the type (rent, water, service charge, or a reminder of what is owed), the rental, how often, the first invoice date and the due day. The preview shows the SMS a tenant will get and how many SMS parts it takes.',
        sms: 'Choose how SMS are sent, in Settings → SMS (see Setting up the SMS sender below). Until then messages are kept under Messages and not sent.',
      },
      after: {
        tenantsGet:
          'What tenants receive: on each billing date an SMS invoice with the amount, the due date, their total balance and where to pay (paybill and account number). Every payment brings an SMS receipt. If you turn reminders on (Settings → Reminders), tenants who still owe get one a few days after the due date, between 08:00 and 18:00.',
      },
    },
    mpesa: {
      title: 'Going live with M-PESA',
      intro: {
        ways: "Tenants pay rent to a paybill. Rental Manager works with two kinds. With your own paybill and a Daraja app, each payment reaches Rental Manager by itself within moments and is matched to the tenant. With a bank's paybill, the money goes to your bank account and you import the statement.",
      },
      daraja: {
        title: 'A. Your own paybill, through Safaricom Daraja',
        intro: {
          need: "You need a paybill in your name or your business's name, a login to the M-PESA org portal, and a Daraja app that Safaricom has taken live.",
        },
        steps: {
          paybill:
            'Apply to Safaricom for a paybill (M-PESA for Business) with access to the M-PESA org portal. Ask for a portal user with the Business Manager role: Daraja asks for that user when you go live.',
          account: 'Create an account on Daraja, at developer.safaricom.co.ke, and sign in.',
          goLive:
            'On Daraja, choose Go Live, give your paybill as the shortcode and confirm with the org portal user (Safaricom sends a one-time code by SMS). Safaricom then makes your live (production) app.',
          keys: "Open the live app under My Apps and copy its Consumer Key and Consumer Secret. Safaricom sends the Lipa Na M-PESA Online Passkey by email after going live; if it does not come, ask Safaricom's M-PESA API support for it.",
          save: 'In Rental Manager, open Settings → MPESA Integration. Choose My own paybill, type your organization name and the paybill number, set Daraja Environment to Production, paste the three keys and press UPDATE. The keys are stored encrypted and never shown again.',
          register:
            "Under Payment notifications, press CONNECT M-PESA. M-PESA answers at once: Success means your paybill now tells Rental Manager about every payment. If it says the paybill is already connected to another system, ask Safaricom's M-PESA support to remove that connection, then press it again.",
          test: "Pay KES 10 (or KES 1) from your own phone: Lipa na M-PESA → Pay Bill, your paybill, and a tenant's house number as the account number. Within a minute it shows under Transactions as that tenant's M-PESA payment, and the tenant gets an SMS receipt. An account number no tenant has waits under Unallocated Payments instead: that also proves payments arrive.",
        },
        fieldsTitle: 'What goes in each field',
        fields: {
          organizationname: {
            term: 'Organization Name',
            text: "Your name or your business's name, as tenants know it.",
          },
          paybillnumber: {
            term: 'Paybill Number',
            text: 'The business number tenants pay to (5 to 7 digits). It is also the shortcode Daraja asks for.',
          },
          environment: {
            term: 'Daraja Environment',
            text: "Production for real payments. Sandbox is Safaricom's test system only: real payments to your paybill never arrive through it.",
          },
          consumerkey: {
            term: 'Consumer Key',
            text: 'From your live app under My Apps on Daraja.',
          },
          consumersecret: {
            term: 'Consumer Secret',
            text: 'Beside the Consumer Key, on the same page of Daraja.',
          },
          passkey: {
            term: 'Passkey',
            text: "The Lipa Na M-PESA Online Passkey, from Safaricom's email. With it, a tenant can pay from an M-PESA prompt on their phone: from their own page, or when you request a payment. Payments to the paybill arrive without it.",
          },
          validation: {
            term: 'Reject payments to unknown account numbers',
            text: "Leave it off unless Safaricom has switched validation on for your paybill. When on, M-PESA refuses a payment whose account number is no tenant's house number.",
          },
        },
      },
      bank: {
        title: "B. A bank's paybill",
        intro: {
          how: "Many banks give landlords a paybill with an account number. Tenants pay to the bank's paybill and type your account number, then #, then their house number: for example 1234567#A4. The money goes to your bank account.",
        },
        steps: {
          settings:
            "In Settings → MPESA Integration choose A bank's paybill, type the bank's paybill number and your account number at the bank, and press UPDATE. Invoice SMS then tell each tenant the exact account number to type.",
          statement:
            'A bank sends Rental Manager no notifications. Every few days, download the paybill statement as a CSV file from your bank (or the M-PESA org portal).',
          import:
            'Open Unallocated Payments → Import a paybill statement and choose the file. It needs the receipt number, the date, the account number typed (or the details) and the amount paid in. Rental Manager takes off your account number and the #, matches each house number to its tenant and sends their receipts.',
          check:
            'Receipts already recorded are skipped, so importing the same statement twice is safe. Payments that match no tenant wait under Unallocated Payments for you to assign.',
        },
      },
    },
    sms: {
      title: 'Setting up the SMS sender',
      intro: {
        own: "Rental Manager sends invoices, receipts and reminders through your own Africa's Talking account: the SMS come from you and are paid from your Africa's Talking credit.",
      },
      steps: {
        account:
          "Open an account at africastalking.com, create a team and an app in it, and top up the app's credit.",
        apiKey:
          "In the app, open Settings → API Key and make a key. Copy it at once: Africa's Talking shows it only once. Your username is the app's username, shown on the app's page (not your email).",
        senderId:
          "Optional: ask Africa's Talking for a sender ID, the name tenants see (at most 11 letters or digits). The networks must approve it; until then leave the field empty and messages go from Africa's Talking's default sender.",
        save: "In Rental Manager, open Settings → SMS, choose Africa's Talking as the SMS Provider, type the Username, the API Key and the Sender ID, and press SAVE.",
        test: 'Under Send test SMS, type your own phone number and press SEND TEST SMS. The status says whether it went.',
        reports:
          "For delivery reports: in your Africa's Talking app open SMS → SMS Callback URLs → Delivery Reports and enter the Delivery reports URL shown under Settings → SMS (it holds your own secret: keep it private). Messages then shows each SMS as delivered or failed, with the reason.",
      },
      balance: {
        title: 'Balance by SMS (BAL or SALIO)',
        intro: {
          what: "A tenant who texts BAL or SALIO to your Africa's Talking short code or two-way number gets their balance and how to pay, in their language (at most 3 answers an hour to one phone). You need a short code or a two-way number from Africa's Talking.",
        },
        steps: {
          copy: 'Copy the Incoming messages URL from Settings → SMS → Balance by SMS.',
          paste:
            "In your Africa's Talking app open SMS → SMS Callback URLs → Incoming Messages and paste it. Keep it private.",
          check: 'What tenants texted is listed under Messages → Received.',
        },
      },
    },
    water: {
      title: 'Reading water meters',
      intro: {
        how: "Water is billed from the readings you record. Each reading's usage is the new reading less the one before it, and its cost is the usage times the room type's water rate.",
      },
      steps: {
        baseline:
          'The first reading of a meter is its starting point and bills nothing. Give the opening meter reading when you add a tenant, and the first reading you record is billed from it.',
        record:
          'Every month, read the meters and record them: Water Readings → New Reading for one meter, or Readings for a building for every meter of a rental on one screen (saved together, or none if one is wrong).',
        bill: "A Water Invoice Bill schedule bills, on its billing date, every reading recorded before that date and not yet billed. A tenant with no new reading is skipped, and the schedule's Last Run says so.",
        correct:
          'A reading not yet billed can be corrected or deleted; the next one then counts from the right value. A billed reading cannot change: give the tenant a credit note instead.',
        replaced:
          'A new meter? Tick Meter replaced with its first reading: usage counts from zero on the new meter.',
      },
    },
    deposits: {
      title: 'Deposits and moving out',
      intro: {
        held: 'A deposit is held for the tenant, apart from rent: it is not income, rent balance or arrears until it is deducted at move-out.',
      },
      steps: {
        charge:
          "Enter the deposit when you add the tenant. It is charged on the move-in day as its own Deposit invoice, and the tenant's payments go to it first until it is paid in full.",
        see: 'Reports → Deposits held lists what you hold, by rental and tenant.',
        endTenancy:
          'When a tenant moves out, open the tenant and choose End tenancy. Give the move-out date and the final meter reading: its water is billed.',
        deductions:
          'Add deductions from the deposit (unpaid rent, water, damage, cleaning or other), each with its amount. What is left is refunded: say how it was paid and its reference.',
        settle:
          'The deposit must come to exactly zero: deposit held, less deductions, less the refund. Ending a tenancy cannot be undone.',
      },
      after: {
        final:
          'The tenant becomes a former tenant with a final statement, and the house is free to let again. A former tenant who still owes stays in Arrears.',
      },
    },
    kra: {
      title: 'The KRA rental income report (MRI)',
      intro: {
        tax: 'Monthly Rental Income (MRI) tax is 7.5% of the gross residential rent you received in a month (10% before January 2024). The return and the tax are due by the 20th of the next month, on iTax. A month with no rent received still needs a NIL return.',
      },
      steps: {
        open: 'Open Reports → KRA rental income (MRI) and choose the month. It shows the rent received per property, the rate, the tax due and the due date, laid out as iTax asks for them. Download it as PDF or CSV.',
        what: 'It counts rent received, not rent invoiced. Water, service charge, other charges and deposits are not rent and are left out; so is rent from rentals marked Commercial in their details.',
        file: "On iTax, file the Monthly Rental Income return with these figures and make the payment slip (PRN). Pay it, for example by M-PESA to KRA's paybill 572572 with the PRN as the account number.",
        record:
          'Back in the report, record the PRN and the date paid under Filing, so you can see which months are done.',
      },
      after: {
        band: 'MRI is for residential rent above KES 288,000 and up to KES 15,000,000 a year; the report shows where your year stands. Outside that band, ask KRA or your tax adviser.',
        agents:
          "Agents get a return for each landlord, with the landlord's KRA PIN from the Landlords page.",
      },
    },
    tenantPage: {
      title: "The tenant's own page, and SMS opt-outs",
      intro: {
        what: 'Each tenant can have a private page with their balance, deposit and statement and where to pay. With your Daraja Passkey saved, they can also pay from an M-PESA prompt there. They see only their own house.',
      },
      steps: {
        make: "Open the tenant and, under Tenant's own page, press MAKE LINK. Copy the link and send it to the tenant: it is shown only once. A new link stops the old one, and REVOKE LINK stops it at any time.",
        invoice:
          "To send each tenant their link with every invoice, add {tenantlink} to the schedule's message.",
      },
      after: {
        optOut:
          "A tenant can opt out of your SMS through Africa's Talking. Rental Manager then marks them SMS blocked and sends them no more invoices, receipts or reminders: share their page link, or their documents, instead.",
      },
    },
  },
  faq: {
    title: 'Questions landlords ask',
    items: {
      wrongAccount: {
        question: 'A tenant paid to the wrong account number. What happens?',
        answer:
          'A payment whose account number matches no tenant (or more than one) waits under Unallocated Payments, and the bell at the top tells you. Choose the tenant and press ASSIGN: the payment is recorded and the tenant gets a receipt. Small slips do not matter: "a-4", "A 4" and "A4" all match house A4.',
      },
      till: {
        question: 'Can I use a till number (Buy Goods)?',
        answer:
          "No. Rental Manager matches each payment by the account number the tenant types, and a till payment has no account number. Use your own paybill, or a bank's paybill with your account number.",
      },
      smsCost: {
        question: 'What does an SMS cost, and what is an SMS part?',
        answer:
          "Rental Manager does not charge for SMS: Africa's Talking charges your account for each SMS part, at its own prices. Up to 160 characters is one part; a longer message is split into parts of 153. One character outside the basic SMS alphabet (an emoji, a curly quote) makes parts much shorter: 70 characters, or 67 when split. The invoice form's preview shows how many parts your message takes.",
      },
      privacy: {
        question: 'Can tenants see other tenants?',
        answer:
          "No. A tenant's page and a BAL answer show only that tenant's own houses, balance and statement. The team members you invite see all your rentals and tenants.",
      },
      optOut: {
        question: 'What if a tenant opts out of SMS?',
        answer:
          'They get no more SMS from you: Rental Manager marks them SMS blocked, and their messages show as failed under Messages. Rental Manager cannot switch SMS back on for them. Share their page link, or download and share their invoices and statement.',
      },
      pin: {
        question: 'How do I change my PIN?',
        answer:
          'Open Profile (the person icon at the top), then Change Pin: type your current PIN and the new one twice. Forgot it? Choose Forgot PIN? on the sign-in page: a 6-digit code comes by SMS and works for 10 minutes. After 5 wrong PINs, signing in is locked for 15 minutes.',
      },
      notSent: {
        question: 'Why were my invoices not sent?',
        answer:
          "Look at the schedule's Last Run and at Messages. Invoice SMS are held while no paybill is saved and kept under Messages while no SMS provider is set. Invoices beyond your plan's invoices per month are not made, and scheduled invoices pause 7 days after your subscription or free trial ends. The bell lists what needs you.",
      },
      overpaid: {
        question: 'A tenant paid more than they owe. What happens?',
        answer:
          'The extra counts as rent paid ahead: their balance shows the credit, and their next invoices are settled from it. The same M-PESA receipt is never recorded twice.',
      },
    },
  },
};
