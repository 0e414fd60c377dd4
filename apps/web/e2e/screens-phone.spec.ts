import { checkScreens, sizes } from './support/check-screens';

// Every screen at the phone's size: see check-screens.ts.
checkScreens(sizes.phone);
