/**
 * The views of the loaded record a form screen may draw below its form (`panels`: a user's saved
 * payment sources). The renderers resolve each name (typed by this list); the layout check refuses
 * any other.
 */
export const formPanels = ['userPaymentSources'] as const;

export type FormPanel = (typeof formPanels)[number];

export const isFormPanel = (name: string): name is FormPanel => (formPanels as readonly string[]).includes(name);
