// Texts of the privacy and cookie views (th and en catalogues in src/i18n/messages).
import { defineMessages } from 'react-intl';

export const privacyText = defineMessages({
  cookieBarLabel: { id: 'privacy.cookieBar.label', defaultMessage: 'Cookie notice' },
  cookieBarText: { id: 'privacy.cookieBar.text', defaultMessage: 'This website uses cookies to give you the best experience.' },
  acceptAll: { id: 'privacy.cookies.acceptAll', defaultMessage: 'Accept all' },
  customSettings: { id: 'privacy.cookies.customSettings', defaultMessage: 'Custom settings' },
  dialogTitle: { id: 'privacy.cookies.dialogTitle', defaultMessage: 'Privacy settings for cookies' },
  dialogIntro: { id: 'privacy.cookies.dialogIntro', defaultMessage: 'Choose which cookies we may use. Essential cookies are always on: the shop does not work without them.' },
  agree: { id: 'privacy.cookies.agree', defaultMessage: 'Agree' },
  alwaysOn: { id: 'privacy.cookies.alwaysOn', defaultMessage: 'Always on' },
  groupsLabel: { id: 'privacy.cookies.groupsLabel', defaultMessage: 'Cookie groups' },
  loadingGroups: { id: 'privacy.cookies.loading', defaultMessage: 'Loading cookie groups…' },
  loadFailed: { id: 'privacy.cookies.loadFailed', defaultMessage: 'The cookie groups could not be loaded.' },
  retry: { id: 'privacy.cookies.retry', defaultMessage: 'Try again' },
  cookieSettingsLink: { id: 'privacy.cookies.settingsLink', defaultMessage: 'Cookie settings' },
  policyAccept: { id: 'privacy.policy.accept', defaultMessage: 'I have read and accept' },
  policyAmended: {
    id: 'privacy.policy.amended',
    defaultMessage: 'We would like to inform you that our Privacy Policy has been amended. Please, read and accept the new terms.',
  },
  policyLoading: { id: 'privacy.policy.loading', defaultMessage: 'Loading the privacy policy…' },
  policyFailed: { id: 'privacy.policy.failed', defaultMessage: 'The privacy policy could not be loaded.' },
  settingsTitle: { id: 'privacy.settings.title', defaultMessage: 'Privacy settings' },
  settingsLoading: { id: 'privacy.settings.loading', defaultMessage: 'Loading your privacy settings…' },
  settingsFailed: { id: 'privacy.settings.failed', defaultMessage: 'Your privacy settings could not be loaded.' },
  password: { id: 'privacy.settings.password', defaultMessage: 'Password' },
  passwordRequired: { id: 'privacy.settings.passwordRequired', defaultMessage: 'Is required.' },
  mustBeChecked: { id: 'privacy.settings.mustBeChecked', defaultMessage: 'Must be checked.' },
  working: { id: 'privacy.settings.working', defaultMessage: 'Please wait…' },
  downloaded: { id: 'privacy.settings.downloaded', defaultMessage: 'Your personal data file has been downloaded.' },
  cookieSection: { id: 'privacy.settings.cookieSection', defaultMessage: 'Cookies' },
  cookieSectionText: { id: 'privacy.settings.cookieSectionText', defaultMessage: 'Change which cookies this browser accepts.' },
  consentsLabel: { id: 'privacy.consents.label', defaultMessage: 'Consents' },
});

type Values = {
  policyVersion: { version: string; date: string };
};

export const privacyValueText = defineMessages<Values>({
  policyVersion: { id: 'privacy.policy.version', defaultMessage: 'Version {version} Date {date}' },
});
