import { expect, test } from '@playwright/test';
import { signUpThroughForm } from './support/accounts';
import { onboardJuaCourtRooms } from './support/jua-court';

// A phone's width: the tenant form is one column, each field under the one before.
test.use({ viewport: { width: 360, height: 740 } });

/**
 * A message that appears above the room-type select as the landlord taps it must not move the
 * select from under the finger. Judged when it lost focus, that is on the tap on the next field,
 * the phone number's message pushed the select down between the finger going down and coming
 * up, and MUI's Select closes its list when the finger comes up outside it. The form now says
 * nothing before the first try to save, and after it judges a field as it is corrected: a message comes and
 * goes while a field is typed, never at the tap on the next one.
 */
test('the room-type select opens at the first tap, before and after saving has judged the phone above it (phone, 360 px)', async ({
  page,
}) => {
  test.slow(); // Sign-up and two onboarding steps first.
  await signUpThroughForm(page, 'Wanjiru');
  await onboardJuaCourtRooms(page);

  // The tenant form, its one rental already chosen. A phone number not yet whole...
  const roomType = page.getByRole('combobox', { name: 'Room Type' });
  await expect(roomType).toBeEnabled();
  const phone = page.getByLabel('Phone Number');
  await phone.click();
  await phone.pressSequentially('0722');
  // The element itself: while the list is open, the page behind it is hidden from roles.
  const select = await roomType.elementHandle();
  const tapOpens = async () => {
    // In sight first, as the landlord scrolls to it: the tap itself must not move it.
    await roomType.scrollIntoViewIfNeeded();
    const before = await select.boundingBox();
    // One tap near the select's top edge (right of its label, which sits on that edge once a
    // room type is chosen), held as long as a finger is: the list opens.
    await roomType.click({ position: { x: 160, y: 4 }, delay: 150 });
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect(page.getByRole('option', { name: /^Bedsitter/ })).toBeVisible();
    expect(await select.boundingBox(), 'the select stayed where it was tapped').toEqual(before);
    await page.getByRole('option', { name: /^Bedsitter/ }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(roomType).toHaveText(/^Bedsitter/);
  };
  // ...is no mistake while typed, nor when the landlord taps the next field.
  await tapOpens();
  await expect(phone).not.toHaveAccessibleDescription('Invalid length');

  // Adding the tenant judges it; the message goes as the number is completed, before the next tap.
  await page.getByRole('button', { name: 'ADD TENANT' }).click();
  await expect(phone).toHaveAccessibleDescription('Invalid length');
  await phone.click();
  await phone.pressSequentially('000111');
  await expect(phone).not.toHaveAccessibleDescription('Invalid length');
  await tapOpens();
});
