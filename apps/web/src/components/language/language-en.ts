/** English texts of the language switch (namespace `language`). */
export const languageEn = {
  label: 'Language',
  current: 'Language: {{name}}',
  settingHelp: 'The app, its PDFs and exports are in this language on every device you sign in on.',
};
