/**
 * What a form screen may take from the tenant's data beyond its form document: the sources of a
 * field's choices (`choices`: the tenant's roles) and the views of the loaded record drawn below
 * the form (`panels`: a user's saved payment sources). The renderers resolve each name (typed by
 * these lists); the layout check refuses any other.
 */
export const formChoiceSources = ['roles'] as const;
export const formPanels = ['userPaymentSources'] as const;

export type FormChoiceSource = (typeof formChoiceSources)[number];
export type FormPanel = (typeof formPanels)[number];

export const isFormChoiceSource = (name: string): name is FormChoiceSource => (formChoiceSources as readonly string[]).includes(name);
export const isFormPanel = (name: string): name is FormPanel => (formPanels as readonly string[]).includes(name);
