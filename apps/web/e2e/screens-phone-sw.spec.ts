import { checkScreens, sizes } from './support/check-screens';

// Every screen at the phone's size in Kiswahili, with no English left: see check-screens.ts.
checkScreens(sizes.phone, 'sw');
