import type { Language } from './enums.js';

// The lease every organization starts with (issue 32), in English and Kiswahili: a residential
// tenancy agreement as Kenyan landlords use them. "## " starts a heading and "- " a point; the
// landlord edits both texts in Settings, and "Reset to default" brings these back.

const bodyEn = `This tenancy agreement is made on {date} between {landlordname} (the landlord), phone {landlordphone}, and {tenantname} (the tenant), phone {tenantphone}.

## 1. The premises
The landlord lets to the tenant house {housenumber} at {rentalname} (the premises), for the tenant's own home.

## 2. Term
The tenancy starts on {startdate} and runs until {enddate}. If the tenant stays on after the end with the landlord's consent, the tenancy continues from month to month on the same terms.

## 3. Rent
The rent is {rent} a month, paid in advance on or before the 5th day of each month. Rent is paid by M-PESA to paybill {paybill}, account {accountnumber}; the tenant keeps the M-PESA message as the receipt. Cash is not accepted unless the landlord gives a written receipt.

## 4. Yearly rise
{escalation} The landlord tells the tenant of each new rent at least 30 days before it starts.

## 5. Deposit
The tenant pays a deposit of {deposit} before moving in. It is not rent and cannot be used as the last month's rent. The landlord refunds it within 30 days of the tenant moving out, less the cost of any damage beyond fair wear and tear and any rent, water or other charges left unpaid.

## 6. Water and electricity
Water is billed monthly by the meter reading of the house, together with the rent. Electricity is paid by the tenant through their own KPLC token meter. Service charges for security and rubbish collection, where the landlord sets them, are billed with the rent.

## 7. Repairs
The tenant keeps the premises clean and in good order, and pays for damage caused by the tenant, their household or visitors. The landlord keeps the roof, walls, plumbing and wiring in repair and does repairs reported to them within a reasonable time. The landlord may enter the premises to inspect or repair them at a reasonable hour after giving the tenant 24 hours' notice, or at any time in an emergency.

## 8. Notice
Either party may end the tenancy by giving the other {noticedays} days' notice in writing. A tenant who leaves without notice pays rent for the notice period.

## 9. House rules
The tenant and their household follow the house rules:
{houserules}

## 10. General
The tenant may not sublet the premises or hand them over to anyone else without the landlord's written consent. This agreement is governed by the laws of Kenya. Any change to it is made in writing and signed by both parties.

## Signatures
Landlord: {landlordname}
Signature: ______________________    Date: ______________

Tenant: {tenantname}
Signature: ______________________    Date: ______________

Witness name: ______________________
Signature: ______________________    Date: ______________`;

const bodySw = `Mkataba huu wa upangaji umefanywa tarehe {date} kati ya {landlordname} (mwenye nyumba), simu {landlordphone}, na {tenantname} (mpangaji), simu {tenantphone}.

## 1. Nyumba
Mwenye nyumba anampangisha mpangaji nyumba {housenumber} katika {rentalname} (nyumba), iwe makazi ya mpangaji mwenyewe.

## 2. Muda
Upangaji unaanza tarehe {startdate} na utaendelea hadi {enddate}. Mpangaji akiendelea kukaa baada ya mwisho kwa idhini ya mwenye nyumba, upangaji utaendelea mwezi kwa mwezi kwa masharti yale yale.

## 3. Kodi
Kodi ni {rent} kwa mwezi, inayolipwa mapema kabla ya au tarehe 5 ya kila mwezi. Kodi inalipwa kwa M-PESA kwenye paybill {paybill}, akaunti {accountnumber}; mpangaji ahifadhi ujumbe wa M-PESA kama risiti. Pesa taslimu haikubaliwi isipokuwa mwenye nyumba atoe risiti ya maandishi.

## 4. Nyongeza ya kila mwaka
{escalation} Mwenye nyumba atamjulisha mpangaji kodi mpya angalau siku 30 kabla haijaanza.

## 5. Amana
Mpangaji analipa amana ya {deposit} kabla ya kuhamia. Amana si kodi na haiwezi kutumika kama kodi ya mwezi wa mwisho. Mwenye nyumba atairudisha ndani ya siku 30 baada ya mpangaji kuhama, baada ya kutoa gharama ya uharibifu wowote usiotokana na matumizi ya kawaida, na kodi, maji au ada nyingine ambazo hazijalipwa.

## 6. Maji na umeme
Maji yanatozwa kila mwezi kwa usomaji wa mita ya maji ya nyumba, pamoja na kodi. Umeme unalipwa na mpangaji kupitia mita yake ya tokeni ya KPLC. Ada za huduma za ulinzi na kuzoa taka, mwenye nyumba akiziweka, zinatozwa pamoja na kodi.

## 7. Matengenezo
Mpangaji atatunza nyumba ikiwa safi na katika hali nzuri, na atalipia uharibifu uliosababishwa na yeye, familia yake au wageni wake. Mwenye nyumba atatunza paa, kuta, mabomba na nyaya za umeme, na atafanya matengenezo aliyoripotiwa ndani ya muda unaofaa. Mwenye nyumba anaweza kuingia ndani ya nyumba kuikagua au kuitengeneza kwa saa inayofaa baada ya kumpa mpangaji notisi ya saa 24, au wakati wowote wa dharura.

## 8. Notisi
Upande wowote unaweza kumaliza upangaji kwa kuupa upande mwingine notisi ya maandishi ya siku {noticedays}. Mpangaji anayeondoka bila notisi atalipa kodi ya kipindi cha notisi.

## 9. Kanuni za nyumba
Mpangaji na familia yake watafuata kanuni za nyumba:
{houserules}

## 10. Mengineyo
Mpangaji hataruhusiwa kumpangisha mtu mwingine nyumba wala kumkabidhi mtu mwingine bila idhini ya maandishi ya mwenye nyumba. Mkataba huu unaongozwa na sheria za Kenya. Mabadiliko yoyote yatafanywa kwa maandishi na kutiwa sahihi na pande zote mbili.

## Sahihi
Mwenye nyumba: {landlordname}
Sahihi: ______________________    Tarehe: ______________

Mpangaji: {tenantname}
Sahihi: ______________________    Tarehe: ______________

Jina la shahidi: ______________________
Sahihi: ______________________    Tarehe: ______________`;

const houseRulesEn = `- Keep the house and the shared areas clean, and put rubbish in the bins provided.
- No loud music or noise between 10 pm and 6 am.
- No extra occupants and no subletting without the landlord's written consent.
- No pets without the landlord's written consent.
- No changes to the building, no painting and no drilling of walls without the landlord's written consent.
- Report any damage, leak or repair needed to the landlord or the caretaker at once.
- Keep the gate closed and park only where parking is allowed.
- Do not keep dangerous goods such as petrol or explosives on the premises.`;

const houseRulesSw = `- Weka nyumba na maeneo ya pamoja safi, na weka taka kwenye mapipa yaliyowekwa.
- Hakuna muziki wa sauti kubwa wala kelele kati ya saa nne usiku na saa kumi na mbili asubuhi.
- Hakuna wakazi wa ziada wala kumpangisha mtu mwingine bila idhini ya maandishi ya mwenye nyumba.
- Hakuna wanyama wa kufugwa bila idhini ya maandishi ya mwenye nyumba.
- Usibadilishe jengo, usipake rangi wala kutoboa kuta bila idhini ya maandishi ya mwenye nyumba.
- Ripoti mara moja uharibifu wowote, uvujaji au tengenezo linalohitajika kwa mwenye nyumba au msimamizi.
- Funga lango kila wakati na egesha gari mahali panaporuhusiwa tu.
- Usihifadhi bidhaa za hatari kama petroli au vilipuzi ndani ya nyumba.`;

/** The lease and house rules every organization starts with, in each language. */
export const defaultLeaseTemplates: Record<Language, { body: string; houserules: string }> = {
  en: { body: bodyEn, houserules: houseRulesEn },
  sw: { body: bodySw, houserules: houseRulesSw },
};
