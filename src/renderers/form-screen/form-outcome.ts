import type { ResolvedScreen } from '../../engine/layout';

/** What follows a successful submit (the layout's `then`, with the default of a screen without it). */
export type FormThen = NonNullable<ResolvedScreen['then']>;

/** A form screen without `then` keeps what was typed, as a record editor does. */
export const thenOf = (screen: ResolvedScreen): FormThen => screen.then ?? 'stay';

/** The screen `then` opens, if it opens one. */
export const nextScreenOf = (then: FormThen): string | undefined => (typeof then === 'object' ? then.screen : undefined);
