/** The code of our fields, named by the form documents' `ui:field`, each loaded on first use (or ahead, preload-form-parts.ts). */
export const fieldLoaders = {
  notificationPreferences: () => import('./NotificationPreferencesField'),
  // An address object whose street suggests and fills it, its state following its country (issue 13).
  address: () => import('./AddressSuggestField'),
  stringList: () => import('./StringListField'),
} as const;
