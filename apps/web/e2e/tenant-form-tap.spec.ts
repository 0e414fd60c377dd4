import { expect, test } from '@playwright/test';
import { signUpThroughForm } from './support/accounts';
import { onboardJuaCourtRooms } from './support/jua-court';

// A phone's width: the tenant form is one column, each field under the one before.
test.use({ viewport: { width: 360, height: 740 } });

/**
 * A message that appears above the room-type select as the landlord taps it must not move the
 * select from under the finger. The form judged a field when it lost focus, that is on the tap
 * on the next field: the phone number's message pushed the select down between the finger
 * going down and coming up, and MUI's Select closes its list when the finger comes up outside
 * it. The form now judges a field as it is typed, so its message is there before the tap.
 */
test('the room-type select opens at the first tap, right after a field above shows its error (phone, 360 px)', async ({
  page,
}) => {
  test.slow(); // Sign-up and two onboarding steps first.
  await signUpThroughForm(page, 'Wanjiru');
  await onboardJuaCourtRooms(page);

  // The tenant form, its one rental already chosen. A phone number too short to be one...
  const roomType = page.getByRole('combobox', { name: 'Room Type' });
  await expect(roomType).toBeEnabled();
  const phone = page.getByLabel('Phone Number');
  await phone.click();
  await phone.pressSequentially('0722');
  await expect(phone).toHaveAccessibleDescription('Invalid length');
  // The element itself: while the list is open, the page behind it is hidden from roles.
  const select = await roomType.elementHandle();
  const before = await select.boundingBox();
  // ...then one tap near the select's top edge, held as long as a finger is: the list opens.
  await roomType.click({ position: { x: 24, y: 4 }, delay: 150 });
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(page.getByRole('option', { name: /^Bedsitter/ })).toBeVisible();
  expect(await select.boundingBox(), 'the select stayed where it was tapped').toEqual(before);
  await page.getByRole('option', { name: /^Bedsitter/ }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(roomType).toHaveText(/^Bedsitter/);
  await expect(phone).toHaveAccessibleDescription('Invalid length');
});
