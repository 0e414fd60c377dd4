import { checkScreens, sizes } from './support/check-screens';

// Every screen at the desktop's size: see check-screens.ts.
checkScreens(sizes.desktop);
