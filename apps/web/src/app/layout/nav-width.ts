/** The width of the navigation: the sidebar on a wide screen, the drawer on a phone. */
export const drawerWidth = 248;
