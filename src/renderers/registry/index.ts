export { ScreenRenderer } from './ScreenRenderer';
export { pickRenderer } from './pick-renderer';
export { screenRenderers } from './screen-renderers';
export { UnknownScreen } from './UnknownScreen';
export { kindIs, rankWith, NOT_APPLICABLE, type RendererEntry, type ScreenProps, type Tester } from './types';
