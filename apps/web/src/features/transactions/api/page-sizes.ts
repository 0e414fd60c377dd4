/** Rows a list asks for at a time; exports ask for the largest page the API gives. */
export const listPageSize = 100;
export const exportPageSize = 1000;
