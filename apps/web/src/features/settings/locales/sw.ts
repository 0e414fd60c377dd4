import type { Translation } from '../../../lib/translation';
import type { settingsEn } from './en';

/** Kiswahili texts; the keys are those of en.ts (tsc checks them). */
export const settingsSw: Translation<typeof settingsEn> = {
  title: 'Mipangilio',
  tabsLabel: 'Sehemu za mipangilio',
  tabs: {
    invoices: 'Mipangilio ya Ankara',
    mpesa: 'Muunganisho wa M-PESA',
    sms: 'SMS',
    subscription: 'Mipangilio ya Kifurushi',
    team: 'Timu',
    activity: 'Shughuli',
    reminders: 'Vikumbusho',
    reports: 'Ripoti',
    books: 'Vitabu',
  },
  books: {
    title: 'Miezi iliyofungwa',
    text: 'Hakuna chenye tarehe ya mwezi uliofungwa kinachoweza kurekodiwa au kubadilishwa. Mwezi hufungwa ritani yake ya KRA ya mapato ya kupangisha ikirekodiwa kuwa imewasilishwa, au ukiufunga hapa.',
    month: 'Mwezi',
    close: 'FUNGA MWEZI',
    none: 'Bado hakuna mwezi uliofungwa.',
    listLabel: 'Miezi iliyofungwa',
    reasons: {
      'kra-filed': 'Ritani ya KRA imewasilishwa · ulifungwa {{date}}',
      'closed-by-owner': 'Ulifungwa na mwenye akaunti · {{date}}',
    },
    reopen: 'FUNGUA {{month}} TENA',
    reopenTitle: 'Ufungue {{month}} tena?',
    reopenWarning:
      'Malipo, hati za punguzo na madeni yenye tarehe ya {{month}} yataweza kurekodiwa au kubadilishwa, kwa hivyo takwimu zilizowasilishwa za mwezi huo zinaweza kubadilika: {{filed}}.',
    filedReturn: 'ritani ya KRA ya mapato ya kupangisha (PRN {{prn}})',
    filedReturnOf: 'ritani ya KRA ya mapato ya kupangisha ya {{name}} (PRN {{prn}})',
    noneFiled: 'hakuna ritani ya KRA iliyorekodiwa kuwa imewasilishwa',
    pin: 'PIN yako ya sasa',
    reopenConfirm: 'FUNGUA TENA',
  },
  bills: {
    title: 'Jina na simu kwenye bili',
    text: 'Kile ambacho ankara, risiti na vikumbusho vinawaambia wapangaji kukuhusu.',
    name: 'Jina kwenye bili',
    nameHint: 'Likiachwa tupu, bili zitaonyesha {{name}}',
    phone: 'Simu kwenye bili',
    phoneHint: 'Ikiachwa tupu, bili zitaonyesha {{phone}}, ya mmiliki wa akaunti',
    save: 'HIFADHI',
    saved: 'Jina na simu kwenye bili vimehifadhiwa',
    ownerOnly: 'Mmiliki wa akaunti pekee ndiye anayeweza kubadilisha jina na simu kwenye bili.',
  },
  reminders: {
    title: 'Vikumbusho',
    text: 'Wapangaji ambao bado wanadaiwa hupata SMS siku chache baada ya tarehe ya mwisho ya kulipa: kati ya saa 08:00 na 18:00, kila hatua mara moja.',
    enabled: 'Tuma vikumbusho',
    enabledHint: 'Kwa kawaida vimezimwa: kila SMS hulipiwa kutoka kwa salio lako la SMS.',
    days: 'Siku baada ya tarehe ya mwisho ya kulipa',
    daysHint: 'Hadi 5, kuanzia 1 hadi 90, k.m. 1, 7, 14',
    template: 'Ujumbe wa kikumbusho',
    templateHint:
      'Maneno ndani ya mabano hujazwa kwa kila mpangaji, kwa mfano: {customername} → Brian Kamau, {overdue} → 4,000 (kiasi kilichopita tarehe ya mwisho ya kulipa), {duedate} → 5 Nov 2026 (tarehe ya deni la zamani zaidi), {nextdue} (kiasi kingine kinachodaiwa na tarehe yake, au hakuna), {balance} → 6,000 (deni lote), {amount} → 4,000 (kiasi ambacho hakijalipwa cha bili ya zamani zaidi), {month} → Oktoba, {paybill} → 522533, {account} → A2, {housenumber} → A2, {landlord} → jina lako, {phone} → nambari yako ya simu. Wapangaji wasio na deni lililochelewa hawapati kikumbusho.',
    unknownPlaceholders_one:
      '{{names}} si mojawapo ya maneno ndani ya mabano yaliyo juu: litatumwa kama lilivyoandikwa.',
    unknownPlaceholders_other:
      '{{names}} si miongoni mwa maneno ndani ya mabano yaliyo juu: yatatumwa kama yalivyoandikwa.',
    parts_one: 'Sehemu {{count}} ya SMS kama ulivyoandika (maneno yanayojazwa huurefusha)',
    parts_other: 'Sehemu {{count}} za SMS kama ulivyoandika (maneno yanayojazwa huurefusha)',
    ownLanguageDefault:
      'Ukiacha maandishi haya yaliyoandaliwa tayari, kila mpangaji huyapata kwa lugha yake, Kiingereza au Kiswahili.',
    save: 'HIFADHI VIKUMBUSHO',
    saved: 'Mipangilio ya vikumbusho imehifadhiwa',
    nowTitle: 'Kumbusha sasa',
    nowText:
      'Tuma ujumbe ulio hapo juu leo kwa kila mpangaji mwenye malimbikizo, mara moja tu kwa siku kwa kila mmoja.',
  },
  mpesa: {
    title: 'Muunganisho wa M-PESA',
    text: 'Mahali wapangaji wako hulipa kodi kwa M-PESA.',
    organizationname: 'Jina la Shirika',
    paybillnumber: 'Nambari ya Paybill',
    accountnumber: 'Nambari ya Akaunti',
    accountnumberHint:
      'Kwa paybill ya benki tu; acha tupu ikiwa wapangaji hulipa kwa nambari ya nyumba yao.',
    paybillHint:
      'Nambari ambayo wapangaji wako hulipia, k.m. 522533: jumbe zako za ankara huionyesha.',
    ownerOnly: 'Mmiliki wa akaunti pekee ndiye anayeweza kubadilisha mipangilio ya M-PESA.',
    update: 'SASISHA',
    saved: 'Mipangilio ya M-PESA imehifadhiwa',
    collectionmode: 'Jinsi wapangaji wanavyolipa',
    modes: {
      own_paybill: 'Paybill yangu mwenyewe (programu ya Daraja): malipo huingia yenyewe',
      bank_paybill: 'Paybill ya benki yenye nambari yangu ya akaunti: ninapakia taarifa ya akaunti',
    },
    environment: 'Mazingira ya Daraja',
    environments: {
      sandbox: 'Sandbox (majaribio)',
      production: 'Production (halisi)',
    },
    consumerkey: 'Consumer Key ya Daraja',
    consumersecret: 'Consumer Secret ya Daraja',
    passkey: 'Passkey ya Daraja',
    initiatorTitle: 'Kukagua malipo na M-PESA',
    initiatorText:
      'Ukiwa na initiator wa API, Rental Manager huuliza Transaction Status ya M-PESA kuhusu kila malipo ya paybill na kuyathibitisha. Unda initiator kwenye M-PESA Org Portal; Daraja husimba nenosiri lake kuwa Security Credential.',
    initiatorname: 'Jina la Initiator',
    securitycredential: 'Security Credential (nenosiri lililosimbwa)',
    initiatorSaved: 'Imehifadhiwa: {{name}} — acha tupu ili kulibakiza',
    secretKeep: 'Imehifadhiwa — acha tupu ili kuibakiza',
    secretHint: 'Huhifadhiwa kwa usimbaji fiche; haitaonyeshwa tena.',
    hints: {
      environment: 'Production kwa malipo halisi; Sandbox ni mfumo wa majaribio wa Safaricom tu.',
      consumerkey:
        'Kutoka kwa programu yako halisi chini ya My Apps kwenye Daraja (developer.safaricom.co.ke).',
      consumersecret: 'Inaonyeshwa kando ya Consumer Key kwenye Daraja.',
      passkey:
        'Lipa Na M-PESA Online Passkey ambayo Safaricom hukutumia kwa email baada ya Go Live.',
      initiatorname: 'Mhudumu wa API uliyemuunda kwa paybill hii kwenye M-PESA Org Portal.',
      securitycredential:
        'Nenosiri la initiator lililosimbwa kwa cheti cha M-PESA (zana ya Security Credential ya Daraja).',
    },
    help: {
      keysText:
        'Safaricom hukupa funguo hizi programu ya Daraja ya paybill yako inapowashwa kwa malipo halisi (Go Live kwenye developer.safaricom.co.ke).',
      keys: 'Nitazipataje?',
      own_paybill: 'Kuanza kupokea malipo kwa paybill yako mwenyewe, hatua kwa hatua',
      bank_paybill: 'Jinsi paybill ya benki inavyofanya kazi',
      newTab: '{{name}} (hufunguka kwenye kichupo kipya)',
    },
    validationenabled:
      'Kataa malipo kwa nambari za akaunti zisizojulikana (ikiwa tu Safaricom imewasha uhakiki kwenye paybill yako)',
    callbackTitle: 'Arifa za malipo',
    callbackIntro: 'Mahali M-PESA huiarifu Rental Manager kuhusu kila malipo kwenye paybill yako.',
    callbackText:
      'Unganisha M-PESA na Rental Manager mara moja, baada ya kuhifadhi funguo zako za Daraja: bonyeza UNGANISHA M-PESA. Kisha M-PESA huziarifu anwani hizi kuhusu kila malipo. Sehemu iliyo baada ya /api/c2b/ ni siri yako: usiitoe kwa mtu.',
    confirmationurl: 'URL ya Uthibitisho',
    validationurl: 'URL ya Uhakiki',
    copy: 'Nakili',
    copied: 'Imenakiliwa',
    register: 'UNGANISHA M-PESA',
    registerAnswer: 'Jibu la M-PESA: {{answer}}',
    lastRegister: 'Iliunganishwa mwisho ({{at}}): {{answer}}',
    urlsOwnerOnly:
      'Ni mwenye akaunti pekee anayeona anwani hizi: zina siri inayoiruhusu M-PESA kutuma malipo.',
    secretTitle: 'Siri katika anwani',
    secretText:
      'Ikiwa mtu huenda ameziona anwani hizi, badilisha siri. Anwani za zamani zinaendelea kufanya kazi hadi M-PESA itumie mpya, kwa hivyo hakuna malipo yanayopotea; malipo kutoka anwani zisizo za M-PESA yanazuiliwa ili uyakague.',
    secretProduction:
      'Paybill halisi: M-PESA inaweza kukataa anwani mpya kwa paybill ambayo tayari ina anwani. Ikikataa, iombe Safaricom izikubali; hadi hapo anwani za zamani zinaendelea kufanya kazi.',
    rotate: 'BADILISHA SIRI',
    revokePrevious: 'SIMAMISHA ANWANI ZA ZAMANI SASA',
    previousActive:
      'Anwani za zamani (zilibadilishwa {{at}}) bado zinafanya kazi hadi M-PESA itume malipo kwa anwani mpya.',
    rotatedNotRegistered:
      'Anwani mpya zimetengenezwa. Bonyeza UNGANISHA M-PESA baada ya kuhifadhi funguo zako za Daraja.',
    bankText:
      'Paybill ya benki haitumi arifa: pakia taarifa ya akaunti ya M-PESA au ya benki (CSV).',
    importLink: 'Pakia taarifa ya akaunti',
    unallocatedLink: 'Malipo yasiyolinganishwa',
  },
  collectRent: {
    title: 'Kusanya kodi kwa M-PESA',
    text: 'Ankara zako huwaambia wapangaji walipe kwa paybill hii, na malipo yao hulinganishwa nao kiotomatiki. Hadi itakapowekwa, SMS za ankara zinahifadhiwa na hazitumwi.',
    darajaLater:
      'Ili malipo yaingie yenyewe, ongeza funguo za programu yako ya Daraja baadaye kwenye Mipangilio → Muunganisho wa M-PESA.',
    skip: 'RUKA KWA SASA',
  },
  sms: {
    title: 'SMS',
    text: 'Jinsi ankara na risiti zinavyowafikia wapangaji wako.',
    provider: 'Mtoa Huduma wa SMS',
    providers: {
      outbox: 'Kuhifadhi tu (hakuna kinachotumwa)',
      africastalking: "Africa's Talking",
    },
    outboxHint:
      'Jumbe huhifadhiwa na kuorodheshwa chini ya Jumbe; hakuna unaotoka nje ya Rental Manager. Chagua mtoa huduma wa SMS ili zitumwe.',
    username: 'Jina la Mtumiaji',
    apikey: 'Ufunguo wa API',
    apikeyKeep: 'Umehifadhiwa — acha tupu ili kuubakiza',
    apikeyHint: 'Huhifadhiwa kwa usimbaji fiche; hautaonyeshwa tena.',
    senderid: 'Jina la Mtumaji (Sender ID)',
    senderidHint:
      'Si lazima: jina ambalo wapangaji wako wanaona (herufi au tarakimu zisizozidi 11).',
    save: 'HIFADHI',
    saved: 'Mipangilio ya SMS imehifadhiwa',
    ownerOnlyUrls:
      "Mmiliki wa akaunti pekee ndiye anayeona anwani za kuweka kwenye Africa's Talking: zina siri za akaunti yako.",
    incoming: {
      title: 'Salio kwa SMS',
      text: "Wapangaji wanaotuma BAL au SALIO kwa nambari yako ya Africa's Talking au nambari fupi (short code) hupata salio lao na jinsi ya kulipa, kwa lugha yao (majibu yasiyozidi 3 kwa saa kwa kila simu). Weka URL hii kama callback ya jumbe zinazoingia kwenye dashibodi yako ya Africa's Talking; usiitoe kwa mtu.",
      url: 'URL ya jumbe zinazoingia',
    },
    callbacks: {
      title: 'Ripoti za kufika na kujiondoa',
      text: "Weka URL hizi pia kwenye dashibodi yako ya Africa's Talking, ili ukurasa wa Jumbe uonyeshe SMS zipi zimefika na wapangaji wanaojiondoa wasitumiwe SMS tena.",
      deliveryReportUrl: 'URL ya ripoti za kufika',
      deliveryReportHint:
        "Africa's Talking huiarifu Rental Manager hapa kama kila SMS imefika kwenye simu; usiitoe kwa mtu.",
      optOutUrl: 'URL ya kujiondoa',
      optOutHint:
        "Africa's Talking huiarifu Rental Manager hapa mtu anapojiondoa kwenye SMS zako; usiitoe kwa mtu.",
    },
    test: {
      title: 'Tuma SMS ya majaribio',
      text: 'Hutuma ujumbe mfupi sasa hivi kupitia mtoa huduma aliyehifadhiwa.',
      phonenumber: 'Nambari ya Simu',
      send: 'TUMA SMS YA MAJARIBIO',
      status: 'Hali:',
      reason: 'Sababu: {{reason}}',
      body: 'Ujumbe wa majaribio kutoka Rental Manager: mipangilio yako ya SMS inafanya kazi.',
    },
  },
  subscription: {
    title: 'Mpango wako',
    trial: 'Kipindi cha majaribio bila malipo, chenye vikomo vya mpango wa {{plan}}.',
    current: 'Uko kwenye mpango wa {{plan}}.',
    usage: 'Matumizi',
    usageOf: '{{used}} kati ya {{limit}}',
    unlimited: '{{used}} (maalum)',
    rentals: 'Majengo',
    tenants: 'Wapangaji',
    users: 'Watumiaji',
    invoicesPerMonth: 'Ankara za mwezi huu',
    plans: 'Mipango',
    currentPlan: 'Mpango wa sasa',
    perMonth: '{{price}} kwa mwezi',
    contactUs: 'Wasiliana nasi',
    limitUsers_one: 'Mtumiaji {{count}}',
    limitUsers_other: 'Watumiaji {{count}}',
    limitRentals_one: 'Jengo {{count}}',
    limitRentals_other: 'Majengo {{count}}',
    limitTenants_one: 'Mpangaji {{count}}',
    limitTenants_other: 'Wapangaji {{count}}',
    limitInvoices_one: 'Ankara {{count}} kwa mwezi',
    limitInvoices_other: 'Ankara {{count}} kwa mwezi',
    customized: 'Vikomo maalum',
    includes: 'Kila mpango unajumuisha: {{list}}.',
    loadFailed: 'Mpango wako haukuweza kupakiwa.',
    trialUntil: 'Majaribio bila malipo hadi {{date}}.',
    paidUntil: 'Umelipiwa hadi {{date}}.',
    grace: 'Lipa kufikia {{date}} ili ankara ziendelee kutumwa.',
    paused: 'Ankara zilizopangwa zimesimamishwa hadi kifurushi kilipiwe.',
    pay: 'Lipia kifurushi',
  },
};
